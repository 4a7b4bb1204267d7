import { useQuery } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Bell } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Alert } from '@shared/domain/alert';
import { alertReason } from '@shared/rules/alert-matching';
import { photoUrl } from '@shared/rules/images';
import { Button } from '../../../components/ui/button';
import { useDisclosure } from '../../../components/ui/use-disclosure';
import { getConfig } from '../../../lib/config';
import { toast } from '../../../lib/toast';
import { paths } from '@shared/contract/paths';
import { alertsQuery, useMarkAlertsRead } from '../api/alerts';
import '../alerts.css';

function AlertItem({ alert, onOpen }: { alert: Alert; onOpen: () => void }) {
  const markRead = useMarkAlertsRead();
  const { imageBaseUrl } = getConfig();
  const read = () => markRead.mutate(alert.eventId);
  return (
    <li className={`alerts-panel__item${alert.readAt ? '' : ' is-unread'}`}>
      {alert.photo ? (
        <img className="alerts-panel__photo" src={photoUrl(imageBaseUrl, alert.photo, 'thumbnail')} alt="" width={56} height={56} />
      ) : (
        <span className="alerts-panel__photo" />
      )}
      <div className="alerts-panel__text">
        <Link
          to={paths.propertyDetail(alert.propertyId)}
          onClick={() => {
            if (!alert.readAt) read();
            onOpen();
          }}
        >
          {alert.title}
        </Link>
        <span>{alertReason(alert)}</span>
        <time dateTime={alert.createdAt}>{formatDistanceToNow(new Date(alert.createdAt), { addSuffix: true })}</time>
      </div>
      {!alert.readAt && (
        <Button variant="ghost" onClick={read} busy={markRead.isPending} aria-label={`Mark read: ${alert.title}`}>
          Mark read
        </Button>
      )}
    </li>
  );
}

/**
 * The top bar's bell, 'Alerts' to screen readers, with the unread count; it opens the panel of the investor's own alerts,
 * open already on a page reached by an alert email's 'more in the portal' link (?alerts=open).
 */
export function AlertsBell() {
  const query = useQuery(alertsQuery());
  const markAll = useMarkAlertsRead();
  const [params] = useSearchParams();
  const { open, close, root, buttonProps, popupId } = useDisclosure(params.get('alerts') === 'open');
  const unread = query.data?.unread ?? 0;

  return (
    <div className="alerts-bell" ref={root}>
      <button type="button" className="button button--ghost alerts-bell__button" aria-label="Alerts" {...buttonProps}>
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="alerts-bell__count" data-testid="alerts-unread">
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </button>
      {open && (
        <section id={popupId} className="popup alerts-panel" aria-label="Your alerts">
          <div className="alerts-panel__header">
            <h2>Alerts</h2>
            {unread > 0 && (
              <Button variant="ghost" busy={markAll.isPending} onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(error.message) })}>
                Mark all read
              </Button>
            )}
          </div>
          {query.isPending ? (
            <p role="status">Loading your alerts...</p>
          ) : query.isError ? (
            <p role="alert">Failed to load your alerts</p>
          ) : query.data.items.length === 0 ? (
            <p>No alerts yet. Save a search on the dashboard or set your requirements on your profile: matching listings appear here.</p>
          ) : (
            <ul className="alerts-panel__list">
              {query.data.items.map((alert) => (
                <AlertItem key={alert.eventId} alert={alert} onOpen={close} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
