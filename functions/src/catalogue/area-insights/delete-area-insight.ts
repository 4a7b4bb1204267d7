import { storageKeyPrefixes } from '@shared/core/fields';
import { routes } from '@shared/contract/routes';
import { deleteAreaInsight, getAreaInsight, heroKeysInUse } from '../db/area-insights';
import { notFound } from '../../http/errors';
import { auditBy } from '../../http/caller';
import { httpHandler, respond } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { bucketName } from '../../s3';
import { deleteUnusedFile } from '../uploads/replaced-files';

/** DELETE /admin/area-insights/{id} (admin): the insight and its slug claim, in one transaction; then its hero image file. */
export const handler = httpHandler(routes.deleteAreaInsight, async ({ params, caller }) => {
  const insight = await getAreaInsight(params.id);
  if (!insight || !(await deleteAreaInsight(insight, { audit: auditBy(caller, 'area insight deleted') }))) throw notFound('Area insight not found');
  logger.info('area insight deleted', { id: insight.id, slug: insight.urlSlug, by: caller.userId });
  await deleteUnusedFile(bucketName('HEROES_BUCKET'), storageKeyPrefixes.areaHeroes[0], insight.heroImageUrl, heroKeysInUse);
  return respond(204);
});
