import type { Property } from '../domain/property';
import type { DocumentParam } from './document-param';
import { availableDocuments, documentFields, type DocumentField } from './document-fields';
import { fieldApplies } from './field-visibility';

/** A per-unit EPC certificate is addressed as `epcUnit-{index}` (0-based). */
export const epcUnitDocument = (index: number) => `epcUnit-${index}` as const;
export type { DocumentParam } from './document-param';

/**
 * The documents the detail page offers for this property. Spec admin-and-content, 'Available Documents':
 * Service Charge Accounts only where the field applies (rules/field-visibility.ts); Lease Documents whenever stored.
 */
export const documentsToShow = (p: Pick<Property, DocumentField | 'tenureType'>) =>
  availableDocuments.filter(({ field }) => Boolean(p[field]) && (field !== 'serviceChargeAccountsDocument' || fieldApplies(field, p)));

/** The stored key (or absolute URL) behind a document name, or null when the property has none. */
export function documentKeyOf(p: Pick<Property, DocumentField | 'epcUnits'>, document: DocumentParam): string | null {
  const unit = /^epcUnit-(\d+)$/.exec(document);
  if (unit) return p.epcUnits[Number(unit[1])]?.documentUrl ?? null;
  return (documentFields as readonly string[]).includes(document) ? (p[document as DocumentField] ?? null) : null;
}

/** Every document key a property holds (for clean-up when it is deleted). */
export const allDocumentKeys = (p: Pick<Property, DocumentField | 'epcUnits'>): string[] =>
  [...documentFields.map((field) => p[field]), ...p.epcUnits.map((u) => u.documentUrl)].filter((key): key is string => Boolean(key));
