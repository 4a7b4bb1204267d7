import { resourceFileKeyPattern } from '@shared/domain/resource';
import { routes } from '@shared/routes';
import { deleteResource } from '../db/resources';
import { auditBy } from '../http/caller';
import { notFound } from '../http/errors';
import { httpHandler, logger, respond } from '../http/handler';
import { bucketName, deleteObjects } from '../s3';

/**
 * DELETE /resources/{id} (admin, optionally ?version=n: a changed record is a 409): the record and its
 * audit event in one transaction, then its PDF (only a key under resources/, never another file).
 */
export const handler = httpHandler(routes.deleteResource, async ({ params, query, caller }) => {
  const deleted = await deleteResource(params.id, auditBy(caller, 'resource deleted'), query.version);
  if (!deleted) throw notFound('Resource not found');
  if (deleted.fileUrl && resourceFileKeyPattern.test(deleted.fileUrl)) {
    const failed = await deleteObjects(bucketName('DOCUMENTS_BUCKET'), [deleted.fileUrl]);
    if (failed.length) logger.warn('resource file left behind', { key: deleted.fileUrl });
  }
  return respond(204);
});
