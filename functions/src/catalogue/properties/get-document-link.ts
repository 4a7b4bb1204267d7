import { availableDocuments } from '@shared/rules/document-fields';
import { documentKeyOf, type DocumentParam } from '@shared/rules/property-documents';
import { isInvestorDocument } from '@shared/views/investor-property';
import { routes } from '@shared/contract/routes';
import { recordDocumentAccess } from '../db/document-access';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { DOCUMENT_LINK_SECONDS, signedDocumentUrl } from '../../s3';
import { visibleProperty } from './visible-property';

export const DOCUMENT_NOT_FOUND = 'Document not found';

const otherLabels: Record<string, string> = { roiDocument: 'ROI Document', floorplanUrl: 'Floorplan' };

/** How a document reads in the access log: 'EPC Certificate', 'EPC Certificate (unit 2)'. */
export function documentLabel(document: DocumentParam): string {
  const unit = /^epcUnit-(\d+)$/.exec(document);
  if (unit) return `EPC Certificate (unit ${Number(unit[1]) + 1})`;
  return availableDocuments.find((d) => d.field === document)?.label ?? otherLabels[document] ?? document;
}

/**
 * GET /properties/{id}/documents/{document}: a 5-minute signed link to one document of a property the
 * caller may see (same visibility as getProperty), of the documents the caller's role may open. The documents bucket itself is never public. Each
 * issued link is recorded in the document-access log (who, which property and document, when).
 */
export const handler = httpHandler(routes.getDocumentLink, async ({ params, caller }) => {
  const property = await visibleProperty(params.id, caller.isAdmin);
  // The ROI document is for admins: the spec's investor documents list does not include it.
  if (!caller.isAdmin && !isInvestorDocument(params.document)) throw notFound(DOCUMENT_NOT_FOUND);
  const key = documentKeyOf(property, params.document);
  if (!key) throw notFound(DOCUMENT_NOT_FOUND);
  const url = await signedDocumentUrl(key);
  await recordDocumentAccess({
    subjectType: 'property',
    subjectId: property.id,
    subjectTitle: property.title,
    document: params.document,
    documentLabel: documentLabel(params.document),
    userId: caller.userId,
    userName: caller.profile.fullName,
    userEmail: caller.profile.email,
  });
  return { url, expiresIn: DOCUMENT_LINK_SECONDS };
});
