import { routes } from '@shared/contract/routes';
import { getAlerts, markAlertRead, markAllAlertsRead } from '../db/alerts';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';

/** One alert (by its event id) or, without one, all of them; under the caller's own partition, so another's alert is a 404. */
export const handler = httpHandler(routes.markAlertsRead, async ({ body, caller }) => {
  if (!body.eventId) return { marked: await markAllAlertsRead(caller.userId) };
  const [alert] = await getAlerts([{ userId: caller.userId, eventId: body.eventId }]);
  if (!alert) throw notFound('Alert not found');
  return { marked: alert.readAt === null && (await markAlertRead(caller.userId, alert.eventId, alert.propertyId)) ? 1 : 0 };
});
