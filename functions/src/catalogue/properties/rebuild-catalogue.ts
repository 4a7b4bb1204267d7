import { routes } from '@shared/contract/routes';
import { refreshCatalogue } from '../db/properties';
import { httpHandler } from '../../http/handler';
import { logger } from '../../observability/powertools';

/**
 * POST /catalogue/rebuild (admin): brings the investor catalogue in line with the property records, as the
 * local seed does on start, and answers what it did (properties looked at, entries written and removed).
 */
export const handler = httpHandler(routes.rebuildCatalogue, async () => {
  const counts = await refreshCatalogue();
  logger.info('catalogue rebuilt', { ...counts });
  return counts;
});
