import { routes } from '@shared/contract/routes';
import { matchInvestors } from '../alerts/fan-out';
import { getProperty } from '../db/properties';
import { listNotifications } from '../db/property-notifications';
import { httpHandler } from '../http/handler';

/**
 * GET /properties/{id}/notifications (admin): the property's send log, newest first, and how many approved investors the
 * listing matches as it stands, by the alert fan-out's own rules (two Queries, no Scan).
 */
export const handler = httpHandler(routes.listPropertyNotifications, async ({ params }) => {
  const [items, property] = await Promise.all([listNotifications(params.id), getProperty(params.id)]);
  return { items, matchingInvestors: property ? (await matchInvestors(property)).matches.length : 0 };
});
