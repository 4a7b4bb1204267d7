import { routes } from '@shared/contract/routes';
import { getAlertSettings, listAlerts } from '../db/alerts';
import { httpHandler } from '../../http/handler';

/** The caller's own newest alerts, how many are unread (the bell's count) and their email choice (Daily when never chosen). */
export const handler = httpHandler(routes.listMyAlerts, async ({ caller }) => {
  const [items, settings] = await Promise.all([listAlerts(caller.userId), getAlertSettings(caller.userId)]);
  return { items, unread: items.filter((a) => a.readAt === null).length, frequency: settings.frequency };
});
