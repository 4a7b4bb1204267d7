import { useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { EMAIL_REQUIRED, type NotificationAudience, type PropertyNotification } from '@shared/domain/property-notification';
import type { AlertKind } from '@shared/domain/alert';
import type { PropertyRow } from '@shared/views/property-management';
import { previousSend, propertyAlertText } from '@shared/rules/property-alert';
import { paths, portalUrl } from '@shared/contract/paths';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { QueryView } from '../../../components/ui/query-view';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { routeQueryKey } from '../../../lib/route-query';
import { alertedQuery, notificationsQuery, notifyProperty, propertyQuery } from '../api/property-management';

/** Spec section 8, word for word. */
const texts = {
  all_users: {
    ok: 'Property details sent to all approved investors via webhook',
    failed: 'Failed to send property details via webhook',
    error: 'Error sending property details via webhook',
  },
  non_portal_members: {
    ok: 'Property details sent to all non-portal members via webhook',
    failed: 'Failed to send property details via webhook',
    error: 'Error sending property details via webhook',
  },
  specific_email: { ok: 'Email sent to webhook successfully', failed: 'Failed to send email to webhook', error: 'Error sending email to webhook' },
} as const satisfies Record<NotificationAudience, { ok: string; failed: string; error: string }>;

const audienceLabels: Record<NotificationAudience, string> = {
  all_users: 'All approved investors',
  non_portal_members: 'Non-portal members',
  specific_email: 'One email',
};

const when = (iso: string) => format(new Date(iso), 'MMM dd, yyyy HH:mm');

const kindLabels: Record<AlertKind, string> = {
  published: 'New listing',
  priceReduced: 'Price reduced',
  backToAvailable: 'Back on the market',
  reservationOffered: 'Offered from the waiting list',
  underOffer: 'Under Offer',
};

interface Pending {
  audience: NotificationAudience;
  email?: string;
  earlier: Pick<PropertyNotification, 'at'>;
}

/**
 * The notify dialog (spec 'Property Management', sections 7 and 8): send the property to all approved investors,
 * to non-portal members or to one email through the three webhooks; the editable property-alert text with Copy;
 * beyond the spec, this property's send log, a warning before the same alert goes to the same audience twice, and the
 * investors its matched alerts went to.
 */
export function NotifyDialog({ row, onClose }: { row: PropertyRow; onClose: () => void }) {
  const queryClient = useQueryClient();
  const property = useQuery(propertyQuery(row.id));
  const log = useQuery(notificationsQuery(row.id));
  const alerted = useQuery(alertedQuery(row.id));
  const [email, setEmail] = useState('');
  // The generated alert until the admin edits it.
  const [editedAlert, setAlertText] = useState<string | null>(null);
  const alertText =
    editedAlert ?? (property.data ? propertyAlertText(property.data, portalUrl(window.location.origin, paths.publicProperty(property.data.id))) : null);
  const [sending, setSending] = useState<NotificationAudience | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const emailId = useId();
  const alertId = useId();

  async function send(audience: NotificationAudience, address?: string) {
    setPending(null);
    setSending(audience);
    try {
      const { notification } = await notifyProperty(row.id, audience, address);
      if (notification.outcome === 'ok') {
        toast.success(texts[audience].ok);
        if (audience === 'specific_email') setEmail('');
      } else toast.error(texts[audience].failed);
    } catch (error) {
      // A 409 says why this listing cannot be sent (a draft or Withdrawn, changed since the table was read).
      toast.error(texts[audience].error, error instanceof ApiError && error.status === 409 ? { description: error.message } : undefined);
    } finally {
      setSending(null);
      void queryClient.invalidateQueries({ queryKey: routeQueryKey('listPropertyNotifications', { params: { id: row.id } }) });
    }
  }

  function request(audience: NotificationAudience) {
    const address = audience === 'specific_email' ? email.trim() : undefined;
    if (audience === 'specific_email' && !address) {
      toast.error(EMAIL_REQUIRED);
      return;
    }
    const earlier = previousSend(log.data ?? [], audience, address);
    if (earlier) setPending({ audience, email: address, earlier });
    else void send(audience, address);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(alertText ?? '');
      toast.success('Property alert copied to clipboard!');
    } catch {
      toast.error('Failed to copy link');
    }
  }

  return (
    <Dialog title="Send Property Notification" description={row.title} onClose={onClose}>
      <div className="pm-notify">
        <section aria-labelledby={`${alertId}-sends`} className="pm-notify__section">
          <h3 id={`${alertId}-sends`}>Send via webhook</h3>
          <div className="pm-notify__buttons">
            <Button variant="primary" onClick={() => request('all_users')} busy={sending === 'all_users'} busyLabel="Sending..." disabled={sending !== null}>
              Send to all approved investors
            </Button>
            <Button
              variant="secondary"
              onClick={() => request('non_portal_members')}
              busy={sending === 'non_portal_members'}
              busyLabel="Sending..."
              disabled={sending !== null}
            >
              Send to non-portal members
            </Button>
          </div>
          <form
            className="pm-notify__email"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              request('specific_email');
            }}
          >
            <label htmlFor={emailId}>Send to a specific email</label>
            <div className="pm-notify__email-row">
              <input
                id={emailId}
                className="form-control"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder="name@example.com"
              />
              <Button type="submit" variant="secondary" busy={sending === 'specific_email'} busyLabel="Sending..." disabled={sending !== null}>
                Send email
              </Button>
            </div>
          </form>
          {pending && (
            <div className="pm-notify__warning" role="alert">
              <p>
                This alert was already sent to {pending.audience === 'specific_email' ? pending.email : audienceLabels[pending.audience].toLowerCase()} on{' '}
                {when(pending.earlier.at)}. Send it again?
              </p>
              <div className="pm-notify__buttons">
                <Button variant="danger" onClick={() => void send(pending.audience, pending.email)}>
                  Send again
                </Button>
                <Button variant="ghost" onClick={() => setPending(null)}>
                  Cancel
                </Button>
              </div>
            </div>
          )}
        </section>

        <section aria-labelledby={`${alertId}-title`} className="pm-notify__section">
          <h3 id={`${alertId}-title`}>Property alert</h3>
          {property.isError ? (
            <ErrorState title="Could not load the property" onRetry={() => void property.refetch()} />
          ) : (
            <>
              <textarea
                id={alertId}
                aria-labelledby={`${alertId}-title`}
                className="form-control pm-notify__alert"
                rows={10}
                value={alertText ?? 'Loading...'}
                readOnly={alertText === null}
                onChange={(event) => setAlertText(event.target.value)}
              />
              <Button variant="secondary" onClick={() => void copy()} disabled={alertText === null}>
                Copy
              </Button>
            </>
          )}
        </section>

        <section aria-labelledby={`${alertId}-log`} className="pm-notify__section">
          <h3 id={`${alertId}-log`}>Send log</h3>
          <QueryView query={log} loading={<p>Loading...</p>} error="Could not load the send log" empty={<p>Not sent yet.</p>}>
            {(entries) => (
              <ul className="pm-notify__log">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <span>
                      {entry.audience === 'specific_email' ? `${audienceLabels.specific_email}: ${entry.email ?? ''}` : audienceLabels[entry.audience]}
                    </span>
                    <span>{entry.actorName ?? entry.actorEmail ?? entry.actorId}</span>
                    <time dateTime={entry.at}>{when(entry.at)}</time>
                    <Badge tone={entry.outcome === 'ok' ? 'success' : 'danger'}>{entry.outcome === 'ok' ? 'Sent' : 'Failed'}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>

        <section aria-labelledby={`${alertId}-alerted`} className="pm-notify__section">
          <h3 id={`${alertId}-alerted`}>Investors alerted{alerted.data ? ` (${alerted.data.length})` : ''}</h3>
          <QueryView
            query={alerted}
            loading={<p>Loading...</p>}
            error="Could not load the investors alerted"
            empty={<p>No investor has been alerted about this listing yet.</p>}
          >
            {(recipients) => (
              <ul className="pm-notify__log" aria-label="Investors alerted">
                {recipients.map((r) => (
                  <li key={r.userId}>
                    <span>{r.fullName ?? 'Erased member'}</span>
                    <span>{r.email ?? ''}</span>
                    <span>
                      {kindLabels[r.latestKind]}
                      {r.alerts > 1 ? ` (${r.alerts} alerts)` : ''}, <time dateTime={r.latestAt}>{when(r.latestAt)}</time>
                    </span>
                    <Badge tone={r.read ? 'success' : 'neutral'}>{r.read ? 'Opened' : r.emailed ? 'Emailed' : 'Not opened'}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        </section>
      </div>
    </Dialog>
  );
}
