import { storageKeyPrefixes } from '@shared/core/fields';
import { routes } from '@shared/contract/routes';
import { getAreaInsight, heroKeysInUse, updateAreaInsight } from '../db/area-insights';
import { auditBy } from '../../http/caller';
import { httpHandler } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { bucketName } from '../../s3';
import { deleteUnusedFile } from '../uploads/replaced-files';

/**
 * PUT /admin/area-insights/{id} (admin): the whole record at the version it was read; stale edit or slug
 * clash 409. A hero image replaced or removed is deleted from the bucket once the record no longer points at it.
 */
export const handler = httpHandler(routes.updateAreaInsight, async ({ params, body, caller }) => {
  const { version, ...input } = body;
  const before = await getAreaInsight(params.id);
  const insight = await updateAreaInsight(params.id, input, version, { audit: auditBy(caller, 'area insight updated') });
  logger.info('area insight updated', { id: insight.id, slug: insight.urlSlug, version: insight.version, by: caller.userId });
  if (before?.heroImageUrl !== insight.heroImageUrl) {
    await deleteUnusedFile(bucketName('HEROES_BUCKET'), storageKeyPrefixes.areaHeroes[0], before?.heroImageUrl, heroKeysInUse);
  }
  return { insight };
});
