import { documentKeyOf } from '@shared/property-documents';
import { routes } from '@shared/routes';
import { notFound } from '../http/errors';
import { httpHandler } from '../http/handler';
import { DOCUMENT_LINK_SECONDS, signedDocumentUrl } from '../s3';
import { visibleProperty } from './visible-property';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * GET /properties/{id}/documents/{document}: a 5-minute signed link to one document of a property the
 * caller may see (same visibility as getProperty). The documents bucket itself is never public.
 */
export const handler = httpHandler(routes.getDocumentLink, async ({ params, caller }) => {
  const property = await visibleProperty(params.id, caller.isAdmin);
  const key = documentKeyOf(property, params.document);
  if (!key) throw notFound(DOCUMENT_NOT_FOUND);
  return { url: await signedDocumentUrl(key), expiresIn: DOCUMENT_LINK_SECONDS };
});
