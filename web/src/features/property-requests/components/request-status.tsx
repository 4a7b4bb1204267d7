import type { PropertyRequestStatus } from '@shared/domain/favourite';
import { propertyRequestStatuses } from '@shared/domain/favourite';
import { requestStatusColour } from '@shared/rules/property-requests';
import { statusLabels } from '../lib/format';

/** The status badge in the spec's colours (section 4): yellow, blue, green, red. */
export function RequestStatusBadge({ status }: { status: PropertyRequestStatus }) {
  return <span className={`badge rq-status rq-status--${requestStatusColour[status]}`}>{statusLabels[status]}</span>;
}

/** The inline status select of a row, beside its badge. */
export function RequestStatusSelect({
  status,
  label,
  busy,
  onChange,
}: {
  status: PropertyRequestStatus;
  label: string;
  busy: boolean;
  onChange: (status: PropertyRequestStatus) => void;
}) {
  return (
    <div className="rq-status-cell">
      <RequestStatusBadge status={status} />
      <select
        className="form-control rq-status-select"
        aria-label={label}
        value={status}
        disabled={busy}
        aria-busy={busy || undefined}
        onChange={(event) => onChange(event.target.value as PropertyRequestStatus)}
      >
        {propertyRequestStatuses.map((s) => (
          <option key={s} value={s}>
            {statusLabels[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
