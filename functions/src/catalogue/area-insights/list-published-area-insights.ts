import { routes } from '@shared/contract/routes';
import { listAreaInsights } from '../db/area-insights';
import { httpHandler } from '../../http/handler';

/** Public: published insights by display order (admins get drafts through their own route). */
export const handler = httpHandler(routes.listPublishedAreaInsights, async () => ({ items: await listAreaInsights({ includeUnpublished: false }) }));
