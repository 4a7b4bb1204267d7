import type { DealDocumentKind } from '../domain/deal-document';

/** A document of a deal as both parties list it, with a short-lived link to download it. */
export type DealDocumentViewKind = DealDocumentKind | 'sourcingAgreement';

export interface DealDocumentView {
  id: string;
  kind: DealDocumentViewKind;
  label: string;
  fileName: string;
  /** When it was signed, sent or uploaded. */
  at: string;
  url: string;
}

export const dealDocumentLabels: Record<DealDocumentViewKind, string> = {
  sourcingAgreement: 'Signed sourcing agreement',
  memorandumOfSale: 'Memorandum of sale',
  mortgageOffer: 'Mortgage offer',
};
