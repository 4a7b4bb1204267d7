import type { PropertyStatus } from '@shared/domain/property-values';
import { londonDayGB } from '@shared/rules/en-gb';
import { statusTone } from '@shared/rules/status-badge';
import { Badge } from '../ui/badge';

/**
 * A property's status in the colour of the spec's badge rule, the same on every page. While another investor's
 * reservation holds an Available listing (the API's `reservedUntil`, derived from the hold) it reads 'Reserved' in its
 * place: the stored status stays Available, but nobody else can reserve it.
 */
export function StatusBadge({ status, reservedUntil }: { status: PropertyStatus; reservedUntil?: string | undefined }) {
  if (reservedUntil && status === 'Available')
    return (
      <span title={`Reserved until ${londonDayGB(reservedUntil)}`}>
        <Badge tone="warning">Reserved</Badge>
      </span>
    );
  return <Badge tone={statusTone(status)}>{status}</Badge>;
}

/** For admins only: a property investors cannot see because it is not published. */
export function DraftBadge({ isPublished }: { isPublished: boolean }) {
  return isPublished ? null : <Badge tone="neutral">Draft</Badge>;
}
