import { routes } from '@shared/contract/routes';
import { alertRecipients } from '@shared/rules/alert-recipients';
import { matchInvestors } from '../../alerts/emails/fan-out';
import { alertsOfProperty, namesOf } from '../../alerts/db/alerts';
import { getProperty } from '../db/properties';
import { listNotifications } from '../db/property-notifications';
import { httpHandler } from '../../http/handler';

/**
 * GET /properties/{id}/notifications (admin): the property's send log, newest first, how many approved investors the
 * listing matches as it stands, by the alert fan-out's own rules, and the investors its alerts went to (Queries, no Scan).
 */
export const handler = httpHandler(routes.listPropertyNotifications, async ({ params }) => {
  const [items, property, alerts] = await Promise.all([listNotifications(params.id), getProperty(params.id), alertsOfProperty(params.id)]);
  const names = await namesOf([...new Set(alerts.map((a) => a.userId))]);
  return { items, matchingInvestors: property ? (await matchInvestors(property)).matches.length : 0, alerted: alertRecipients(alerts, names) };
});
