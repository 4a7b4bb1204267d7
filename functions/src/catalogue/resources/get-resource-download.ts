import { routes } from '@shared/contract/routes';
import { recordDocumentAccess } from '../db/document-access';
import { getResource } from '../db/resources';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { DOCUMENT_LINK_SECONDS, signedDocumentUrl } from '../../s3';

export const RESOURCE_NOT_FOUND = 'Resource not found';

/**
 * GET /resources/{id}/download: a 5-minute signed link to a download resource's PDF in the private
 * documents bucket, recorded in the document-access log before it is returned.
 */
export const handler = httpHandler(routes.getResourceDownload, async ({ params, caller }) => {
  const resource = await getResource(params.id);
  if (!resource || resource.type !== 'download' || !resource.fileUrl) throw notFound(RESOURCE_NOT_FOUND);
  const url = await signedDocumentUrl(resource.fileUrl);
  await recordDocumentAccess({
    subjectType: 'resource',
    subjectId: resource.id,
    subjectTitle: resource.title,
    document: 'file',
    documentLabel: resource.actionText,
    userId: caller.userId,
    userName: caller.profile.fullName,
    userEmail: caller.profile.email,
  });
  return { url, expiresIn: DOCUMENT_LINK_SECONDS };
});
