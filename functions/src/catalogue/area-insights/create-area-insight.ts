import { routes } from '@shared/contract/routes';
import { createAreaInsight } from '../db/area-insights';
import { auditBy } from '../../http/caller';
import { httpHandler, respond } from '../../http/handler';
import { logger } from '../../observability/powertools';

/** POST /admin/area-insights (admin): a new insight; a slug another insight holds is a 409, never an overwrite. */
export const handler = httpHandler(routes.createAreaInsight, async ({ body, caller }) => {
  const insight = await createAreaInsight(body, { audit: auditBy(caller, 'area insight created') });
  logger.info('area insight created', { id: insight.id, slug: insight.urlSlug, by: caller.userId });
  return respond(201, { insight });
});
