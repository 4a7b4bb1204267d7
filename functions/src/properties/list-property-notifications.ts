import { routes } from '@shared/contract/routes';
import { listNotifications } from '../db/property-notifications';
import { httpHandler } from '../http/handler';

/** GET /properties/{id}/notifications (admin): the property's send log, newest first. */
export const handler = httpHandler(routes.listPropertyNotifications, async ({ params }) => ({ items: await listNotifications(params.id) }));
