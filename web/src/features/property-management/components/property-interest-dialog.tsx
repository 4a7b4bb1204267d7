import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { PropertyRow } from '@shared/views/property-management';
import { statusLabel } from '@shared/rules/members';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { PageSpinner } from '../../../components/spinner';
import { propertyInterestQuery } from '../api/property-management';

const received = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Invalid date' : format(date, 'MMM dd, yyyy');
};

/** The registrations of interest made from one property's shared page, newest first (spec: select by property_id). */
export function PropertyInterestDialog({ row, onClose }: { row: PropertyRow; onClose: () => void }) {
  const interest = useQuery(propertyInterestQuery(row.id));

  return (
    <Dialog title="Property Interest" description={row.title} onClose={onClose}>
      <QueryView
        query={interest}
        loading={<PageSpinner label="Loading property interest..." />}
        error="Failed to load property interest"
        errorText={interest.error?.message}
        empty={<EmptyState title="No registrations yet" text="Nobody has registered interest from this property's page." />}
      >
        {(registrations) => (
          <ul className="pm-interest-list" aria-label="Registrations">
            {registrations.map((r) => (
              <li key={r.id} className="pm-interest-list__item">
                <p className="pm-interest-list__who">
                  <strong>{r.fullName}</strong> · <a href={`mailto:${r.email}`}>{r.email}</a>
                  {r.phone ? (
                    <>
                      {' '}
                      · <a href={`tel:${r.phone}`}>{r.phone}</a>
                    </>
                  ) : null}
                </p>
                <p className="pm-interest-list__meta">
                  <time dateTime={r.createdAt}>{received(r.createdAt)}</time> · {statusLabel(r.status)}
                </p>
                {r.message && <p className="pm-interest-list__message">{r.message}</p>}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Dialog>
  );
}
