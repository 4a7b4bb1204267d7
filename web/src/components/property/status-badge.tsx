import type { PropertyStatus } from '@shared/domain/property-values';
import { utcDayGB } from '@shared/rules/en-gb';
import { statusTone } from '@shared/rules/status-badge';
import { Badge } from '../ui/badge';

/** A property's status in the colour of the spec's badge rule, the same on every page. */
export function StatusBadge({ status }: { status: PropertyStatus }) {
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}

/** For admins only: a property investors cannot see because it is not published. */
export function DraftBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? null : <Badge tone="neutral">Draft</Badge>;
}

/** Another investor's reservation holds the listing (the API's `reservedUntil`, derived from the hold): until when. */
export function ReservedBadge({ reservedUntil }: { reservedUntil?: string | undefined }) {
  if (!reservedUntil) return null;
  return (
    <span title={`Reserved until ${utcDayGB(reservedUntil)}`}>
      <Badge tone="warning">Reserved</Badge>
    </span>
  );
}
