import { randomUUID } from 'node:crypto';
import type { DealDocument } from '@shared/domain/deal-document';
import type { Deal } from '@shared/rules/deal';
import { dealFileKey } from '@shared/rules/deal-files';
import type { CreatedUpload, DealUploadPurpose } from '@shared/rules/uploads';
import { dealDocumentLabels, type DealDocumentView, type DealDocumentViewKind } from '@shared/views/deal-document';
import { clock } from '../../clock';
import { addDealDocument, listDealDocuments } from '../db/deal-documents';
import { getReservation } from '../db/reservations';
import { auditBy, type Caller } from '../../http/caller';
import { notFound } from '../../http/errors';
import { signedDocumentUrl } from '../../s3';
import { createUpload, receiveUpload, storeDocument } from '../../catalogue/uploads/incoming';
import { DEAL_NOT_FOUND, openOnly } from './deals';

/**
 * A deal's documents for both parties: the signed sourcing agreement (its reservation's), the memorandum of sale and
 * the investor's uploads (stored with the deal), each with a short-lived link. Uploads go through the upload pipeline
 * (docs/architecture.md section 8) into the documents bucket under the deal's own prefix: PDFs only.
 */

const view = async (id: string, kind: DealDocumentViewKind, key: string, fileName: string, at: string): Promise<DealDocumentView> => ({
  id,
  kind,
  label: dealDocumentLabels[kind],
  fileName,
  at,
  url: await signedDocumentUrl(key),
});

export const storedDocumentView = (document: DealDocument) => view(document.id, document.kind, document.key, document.fileName, document.at);

/** The signed agreement first, then the stored documents oldest first. */
export async function dealDocumentViews(deal: Deal): Promise<DealDocumentView[]> {
  const [reservation, stored] = await Promise.all([getReservation(deal.id), listDealDocuments(deal.id)]);
  const agreement = reservation?.agreement;
  const signedKey = agreement?.objectKeys?.signed;
  return Promise.all([
    ...(signedKey && agreement?.signedAt
      ? [view('sourcing-agreement', 'sourcingAgreement', signedKey, 'Sourcing agreement (signed).pdf', agreement.signedAt)]
      : []),
    ...stored.map(storedDocumentView),
  ]);
}

/** A presigned POST for the investor's file of an open deal (checked by name, type and size first: a 400 says what to change). */
export function createDealUpload(
  deal: Deal,
  file: { purpose: DealUploadPurpose; fileName: string; contentType: string; size: number },
): Promise<CreatedUpload> {
  openOnly(deal);
  return createUpload({ ...file, ownerId: deal.id });
}

/** Checks the uploaded file (only one made for this deal), stores it under the deal's prefix and lists it with the deal, audited. */
export async function completeDealUpload(caller: Caller, deal: Deal, uploadId: string): Promise<DealDocumentView> {
  openOnly(deal);
  const received = await receiveUpload(uploadId, (parts) => parts.ownerId === deal.id && parts.purpose === 'mortgageOffer');
  const now = clock();
  const key = dealFileKey(deal.id, 'mortgage-offer', now.getTime(), received.parts.nonce.slice(0, 8));
  await storeDocument(received, key);
  const document: DealDocument = {
    id: randomUUID(),
    dealId: deal.id,
    at: now.toISOString(),
    kind: 'mortgageOffer',
    key,
    fileName: received.fileName,
    by: { id: caller.userId, name: caller.profile.fullName },
  };
  if (!(await addDealDocument(document, auditBy(caller, 'mortgage offer uploaded')))) throw notFound(DEAL_NOT_FOUND);
  return storedDocumentView(document);
}
