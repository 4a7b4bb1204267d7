import type { EpcUnit, Property } from '../domain/property';
import { documentFields, type DocumentField } from '../rules/document-fields';
import type { DocumentParam } from '../rules/property-documents';
import { mapEmbedUrl } from '../rules/map-embed';

/**
 * What an approved investor receives of a property (GET /properties/{id}): what the detail page shows and
 * nothing else. Whitelists, never blacklists, like the public payload (public-property.ts): a field added
 * to the property later stays with admins until it is listed here. Left out: the publishing flag and the
 * version (admin bookkeeping), the ROI document (not in the spec's investor documents list), and what the page does
 * not show: the area insight's id (its link is `areaInsightsLink`) and the creation time. The map
 * snippet becomes the Google Maps embed URL the page frames; a document field only says that there is one
 * (the page asks for a signed link by the document's name, never by its key).
 */
export const investorFields = [
  'id',
  'title',
  'headline',
  'description',
  'price',
  'location',
  'address',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'county',
  'bedrooms',
  'bathrooms',
  'sqft',
  'imageUrl',
  'photos',
  'featured',
  'type',
  'propertyType',
  'status',
  'yearBuilt',
  'amenities',
  'yield',
  'potentialYield',
  'tenancy',
  'tenancyType',
  'condition',
  'conditionExternal',
  'conditionInternal',
  'conditionShower',
  'conditionKitchen',
  'conditionTenants',
  'opportunitySummary',
  'propertyBrief',
  'currentRent',
  'achievableMarketRent',
  'marketRentPotential',
  'returnOnCapitalInvestment',
  'epcRating',
  'councilTaxBand',
  'councilTaxLink',
  'groundRent',
  'serviceCharge',
  'tenureType',
  'freeholdTitle',
  'leaseRemaining',
  'locationSummary',
  'areaInsightsLink',
  'rentalUnits',
  'comparables',
  'updatedAt',
  'priceHistory',
] as const satisfies readonly (keyof Property)[];

/** The documents an investor may open: the detail page's list, the floorplan and the EPC of each unit (not the ROI document). */
type InvestorDocumentField = Exclude<DocumentField, 'roiDocument'>;
export const investorDocumentFields = documentFields.filter((field): field is InvestorDocumentField => field !== 'roiDocument');
export const isInvestorDocument = (document: DocumentParam): boolean =>
  /^epcUnit-\d+$/.test(document) || (investorDocumentFields as readonly string[]).includes(document);

/** What a document field holds in the investor view: that the property has this document. */
export const DOCUMENT_AVAILABLE = 'available';

export type InvestorProperty = Pick<Property, (typeof investorFields)[number]> &
  Record<InvestorDocumentField, string | null> & {
    googleMapsLink: string | null;
    epcUnits: EpcUnit[];
  };

const marker = (key: string | null): string | null => (key ? DOCUMENT_AVAILABLE : null);

export function toInvestorProperty(property: Property): InvestorProperty {
  const view = Object.fromEntries(investorFields.map((field) => [field, property[field]])) as Pick<Property, (typeof investorFields)[number]>;
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
