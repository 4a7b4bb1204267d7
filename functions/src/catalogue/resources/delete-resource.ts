import { storageKeyPrefixes } from '@shared/core/fields';
import { routes } from '@shared/contract/routes';
import { deleteResource, resourceFileKeysInUse } from '../db/resources';
import { auditBy } from '../../http/caller';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { bucketName } from '../../s3';
import { deleteUnusedFile } from '../uploads/replaced-files';

/**
 * DELETE /resources/{id} (admin, optionally ?version=n: a changed record is a 409): the record and its
 * audit event in one transaction, then its PDF (only a key under resources/ that no other resource uses).
 */
export const handler = httpHandler(routes.deleteResource, async ({ params, query, caller }) => {
  const deleted = await deleteResource(params.id, auditBy(caller, 'resource deleted'), query.version);
  if (!deleted) throw notFound('Resource not found');
  await deleteUnusedFile(bucketName('DOCUMENTS_BUCKET'), storageKeyPrefixes.resourceFiles[0], deleted.fileUrl, resourceFileKeysInUse);
  return respond(204);
});
