import { storageKeyPrefixes } from '@shared/core/fields';
import { routes } from '@shared/contract/routes';
import { getResource, resourceFileKeysInUse, updateResource } from '../db/resources';
import { auditBy } from '../../http/caller';
import { httpHandler } from '../../http/handler';
import { bucketName } from '../../s3';
import { deleteUnusedFile } from '../uploads/replaced-files';

/**
 * PUT /resources/{id} (admin): replaces the fields if the version is still the one the admin read (else
 * 409). A PDF replaced or removed is deleted from the bucket once no resource points at it.
 */
export const handler = httpHandler(routes.updateResource, async ({ params, body, caller }) => {
  const { version, ...input } = body;
  const before = await getResource(params.id);
  const resource = await updateResource(params.id, input, version, auditBy(caller, 'resource updated'));
  if (before?.fileUrl !== resource.fileUrl) {
    await deleteUnusedFile(bucketName('DOCUMENTS_BUCKET'), storageKeyPrefixes.resourceFiles[0], before?.fileUrl, resourceFileKeysInUse);
  }
  return { resource };
});
