import type { EpcUnit, Property } from '../domain/property';
import type { DocumentParam } from '../rules/property-documents';
import { mapEmbedUrl } from '../rules/map-embed';
import { fieldsWhere, type PropertyField, type PropertyFields } from '../domain/property-fields';

/**
 * What an approved investor receives of a property (GET /properties/{id}): what the detail page shows and
 * nothing else. Whitelists, never blacklists, like the public payload (public-property.ts): a field reaches
 * investors only when its descriptor (domain/property-fields.ts) chooses them. Left out: the publishing flag and the
 * version (admin bookkeeping), the ROI document (not in the spec's investor documents list), and what the page does
 * not show: the area insight's id (its link is `areaInsightsLink`) and the creation time. The map
 * snippet becomes the Google Maps embed URL the page frames; a document field only says that there is one
 * (the page asks for a signed link by the document's name, never by its key).
 */
export const investorFields = fieldsWhere((d) => d.audience.investor === 'value') as InvestorField[];
type InvestorField = { [F in PropertyField]: PropertyFields[F]['audience']['investor'] extends 'value' ? F : never }[PropertyField];

/** The documents an investor may open: the detail page's list, the floorplan and the EPC of each unit (not the ROI document). */
type InvestorDocumentField = { [F in PropertyField]: PropertyFields[F]['audience']['investor'] extends 'presence' ? F : never }[PropertyField];
export const investorDocumentFields = fieldsWhere((d) => d.audience.investor === 'presence') as InvestorDocumentField[];
export const isInvestorDocument = (document: DocumentParam): boolean =>
  /^epcUnit-\d+$/.test(document) || (investorDocumentFields as readonly string[]).includes(document);

/** What a document field holds in the investor view: that the property has this document. */
export const DOCUMENT_AVAILABLE = 'available';

export type InvestorProperty = Pick<Property, InvestorField> &
  Record<InvestorDocumentField, string | null> & {
    googleMapsLink: string | null;
    epcUnits: EpcUnit[];
  };

const marker = (key: string | null): string | null => (key ? DOCUMENT_AVAILABLE : null);

export function toInvestorProperty(property: Property): InvestorProperty {
  const view = Object.fromEntries(investorFields.map((field) => [field, property[field]])) as Pick<Property, InvestorField>;
  const documents = Object.fromEntries(investorDocumentFields.map((field) => [field, marker(property[field])])) as Record<InvestorDocumentField, string | null>;
  return {
    ...view,
    ...documents,
    googleMapsLink: mapEmbedUrl(property.googleMapsLink),
    epcUnits: property.epcUnits.map(({ unitName, rating, documentUrl }) => ({ unitName, rating, documentUrl: marker(documentUrl) })),
  };
}

/** True for the whole record, which only admins receive (the edit form, admin actions). */
export const isWholeRecord = (property: Property | InvestorProperty): property is Property => 'version' in property;
