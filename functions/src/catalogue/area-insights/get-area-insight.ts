import { routes } from '@shared/contract/routes';
import { getPublishedAreaInsight } from '../db/area-insights';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

export const AREA_NOT_FOUND = 'Area Not Found';

/** GET /area-insights/{slug} (public): a published insight by its slug (one Query on the slug index); drafts are 404. */
export const handler = httpHandler(routes.getAreaInsight, async ({ params }) => {
  const insight = await getPublishedAreaInsight(params.slug);
  if (!insight) throw notFound(AREA_NOT_FOUND);
  return { insight };
});
