import { routes } from '@shared/routes';
import { updateAreaInsight } from '../db/area-insights';
import { auditBy } from '../http/caller';
import { httpHandler, logger } from '../http/handler';

/** PUT /admin/area-insights/{id} (admin): the whole record at the version it was read; stale edit or slug clash 409. */
export const handler = httpHandler(routes.updateAreaInsight, async ({ params, body, caller }) => {
  const { version, ...input } = body;
  const insight = await updateAreaInsight(params.id, input, version, { audit: auditBy(caller, 'area insight updated') });
  logger.info('area insight updated', { id: insight.id, slug: insight.urlSlug, version: insight.version, by: caller.userId });
  return { insight };
});
