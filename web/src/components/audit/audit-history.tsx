import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { AuditEvent, AuditTarget } from '@shared/domain/audit';
import { routeQuery } from '../../lib/route-query';
import { LoadingState } from '../spinner';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';
import './audit-history.css';

/** How a stored value reads in the history: lists joined, nothing as an em dash. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(shown).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** A camelCase field name as words: 'welcomeEmailSent' -> 'Welcome email sent'. */
const fieldLabel = (field: string): string => {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function HistoryItem({ event }: { event: AuditEvent }) {
  const changes = Object.entries(event.changes);
  return (
    <li className="audit-history__item">
      <p className="audit-history__summary">
        <time dateTime={event.at}>{format(new Date(event.at), 'MMM dd, yyyy HH:mm')}</time>
        {' · '}
        <strong>{event.action}</strong>
        {' by '}
        {event.actorName ?? event.actorEmail ?? 'an administrator'}
      </p>
      {changes.length > 0 && (
        <dl className="audit-history__changes">
          {changes.map(([field, change]) => (
            <div key={field} className="audit-history__change">
              <dt>{fieldLabel(field)}</dt>
              <dd>
                <span className="audit-history__before">{shown(change.before)}</span>
                <span aria-label="changed to"> → </span>
                <span>{shown(change.after)}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** The admin changes recorded for one record (the audit trail), newest first. */
export function AuditHistory({ targetType, targetId, title = 'History' }: { targetType: AuditTarget; targetId: string; title?: string }) {
  const history = useQuery(routeQuery('listAuditHistory', { params: { targetType, targetId } }));
  return (
    <section className="audit-history" aria-label={title}>
      <h3 className="audit-history__title">{title}</h3>
      <QueryView
        query={history}
        loading={<LoadingState text="Loading history..." />}
        error="Failed to load history"
        empty={<EmptyState title="No changes recorded yet." />}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ol className="audit-history__list">
            {data.items.map((event) => (
              <HistoryItem key={event.id} event={event} />
            ))}
          </ol>
        )}
      </QueryView>
    </section>
  );
}
