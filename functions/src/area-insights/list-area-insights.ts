import { routes } from '@shared/routes';
import { listAreaInsights } from '../db/area-insights';
import { httpHandler } from '../http/handler';

/** Public: published insights by display order. Admins asking with ?include=unpublished also get the drafts. */
export const handler = httpHandler(routes.listAreaInsights, async ({ caller, query }) => ({
  items: await listAreaInsights({ includeUnpublished: Boolean(caller?.isAdmin) && query.include === 'unpublished' }),
}));
