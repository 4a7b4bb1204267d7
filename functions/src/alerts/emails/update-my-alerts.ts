import { routes } from '@shared/contract/routes';
import { getAlerts, getAlertSettings, markAlertRead, markAllAlertsRead, setDigestFrequency } from '../db/alerts';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

/**
 * Marks one of the caller's alerts read (by event id) or all of them, and/or sets their email choice. Under the caller's
 * own partition: another investor's alert is simply not there (404).
 */
export const handler = httpHandler(routes.updateMyAlerts, async ({ body, caller }) => {
  let marked = 0;
  if (body.read === 'all') marked = await markAllAlertsRead(caller.userId);
  else if (body.read) {
    const [alert] = await getAlerts([{ userId: caller.userId, eventId: body.read }]);
    if (!alert) throw notFound('Alert not found');
    marked = alert.readAt === null && (await markAlertRead(caller.userId, alert.eventId, alert.propertyId)) ? 1 : 0;
  }
  if (body.frequency) await setDigestFrequency(caller.userId, body.frequency);
  return { marked, frequency: body.frequency ?? (await getAlertSettings(caller.userId)).frequency };
});
