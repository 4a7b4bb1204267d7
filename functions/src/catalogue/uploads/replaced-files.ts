import { isAbsoluteUrl } from '@shared/rules/images';
import { logger } from '../../observability/powertools';
import { deleteObjects } from '../../s3';

/**
 * Deletes a file a record no longer points at (its earlier hero image or PDF, after a replace or a
 * delete): only a stored key under `prefix`, never an external URL, and only when no record of the kind
 * still points at it (an admin may have copied the key into another record). A file that cannot be
 * deleted is logged and left: the record's change stands either way.
 */
export async function deleteUnusedFile(
  bucket: string,
  prefix: string,
  key: string | null | undefined,
  keysInUse: () => Promise<readonly (string | null | undefined)[]>,
): Promise<void> {
  if (!key || isAbsoluteUrl(key) || !key.startsWith(prefix)) return;
  if ((await keysInUse()).includes(key)) return;
  const failed = await deleteObjects(bucket, [key]);
  if (failed.length) logger.warn('file left behind', { bucket, key, error: String(failed[0]!.error) });
}
