import type { DealDocument, DealDocumentKind } from '@shared/domain/deal-document';
import { auditStep, type AuditContext } from '../../db/audit';
import { dealEntity } from '../../db/entities/deal';
import { dealDocumentEntity } from '../../db/entities/deal-document';
import { applied } from '../../db/errors';
import type { createWriteTransaction } from '../../db/electrodb';
import { portal, type WriteStep } from '../../db/service';

/** The documents stored with a deal, in its partition: created on condition the deal exists and they do not, never changed or deleted. */

/** The entities a document's transaction writes, as its callback receives them (see functions/src/sales/db/deals.ts: not in service.ts's set). */
const documentEntities = { deal: dealEntity, dealDocument: dealDocumentEntity };
type DocumentWrites = Parameters<Parameters<typeof createWriteTransaction<typeof documentEntities, unknown, readonly WriteStep[]>>[1]>[0];
const wx = documentEntities as unknown as DocumentWrites;

type StoredDocument = Extract<Parameters<typeof dealDocumentEntity.create>[0], { dealId: string }>;
const documentItem = ({ id, ...document }: DealDocument) => ({ documentId: id, ...document }) as unknown as StoredDocument;

/** A deal's stored documents, oldest first. */
export async function listDealDocuments(dealId: string): Promise<DealDocument[]> {
  const { data } = await dealDocumentEntity.query.byDeal({ dealId }).go({ pages: 'all', consistent: true });
  return data.map((item) => ({
    id: item.documentId,
    dealId: item.dealId,
    at: item.at,
    kind: item.kind as DealDocumentKind,
    key: String(item.key),
    fileName: String(item.fileName),
    by: item.by as DealDocument['by'],
  }));
}

/** Adds a document to an existing deal with its audit event, in one transaction: false when there is no such deal. */
export function addDealDocument(document: DealDocument, audit: AuditContext): Promise<boolean> {
  return applied(
    portal.transaction
      .write((tx) => [
        wx.deal
          .check({ dealId: document.dealId })
          .where(({ dealId }, { exists }) => exists(dealId))
          .commit(),
        wx.dealDocument.create(documentItem(document)).commit(),
        auditStep(tx, audit, { targetType: 'deal', targetId: document.dealId, before: null, after: { document: document.kind, fileName: document.fileName } }),
      ])
      .go(),
  );
}
