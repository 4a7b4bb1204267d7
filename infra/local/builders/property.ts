import { seedDefaults, type Property, type PropertyInput } from '@shared/domain/property';

/** A listing's files: none (its photos, floor plan and documents, the unit EPCs that carry documents). */
export const noPropertyFiles = {
  imageUrl: null,
  photos: [],
  floorplanUrl: null,
  epcDocument: null,
  eicrDocument: null,
  gasSafetyDocument: null,
  tenancyAgreementDocument: null,
  leaseDocuments: null,
  serviceChargeAccountsDocument: null,
  roiDocument: null,
  epcUnits: [],
} satisfies Partial<PropertyInput>;

/**
 * Every field a listing may leave empty, empty: the field descriptors' seed values (shared/src/domain/property-fields.ts),
 * so a new field needs nothing here, without the demo's county and tenancy type, and with no computed yield or area.
 */
const emptyPropertyFields = {
  ...seedDefaults(),
  ...noPropertyFiles,
  county: null,
  tenancyType: null,
  yield: null,
  potentialYield: null,
  epcRating: null,
  areaInsightsLink: null,
  areaInsightId: null,
} satisfies Omit<PropertyInput, 'title' | 'price' | 'propertyType' | 'status' | 'bedrooms' | 'tenureType' | 'type' | 'isPublished'>;

/** A listing's fields: a published, available two-bed freehold terrace with nothing else filled in, unless overridden. */
export const propertyInput = (over: Partial<PropertyInput> = {}): PropertyInput => ({
  ...emptyPropertyFields,
  title: 'Test Terrace',
  price: 95_000,
  propertyType: 'Terrace',
  status: 'Available',
  bedrooms: 2,
  tenureType: 'Freehold',
  type: 'Residential',
  isPublished: true,
  ...over,
});

/** A stored listing as the API answers it (id, timestamps and version added to propertyInput's fields). */
export const buildProperty = (over: Partial<Property> = {}): Property => ({
  ...propertyInput(over),
  id: 'prop-1',
  createdAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
  version: 1,
  ...over,
});

/** A leasehold flat's material information (NTSELAT guidance, November 2023): Part A complete, a restriction with its note. */
export const leaseholdFlatAnswers = {
  propertyType: 'Flat',
  tenureType: 'Leasehold',
  price: 120_000,
  priceQualifier: 'Offers over',
  leaseRemaining: 98,
  leaseStartYear: 1999,
  leaseLength: 125,
  groundRent: 250,
  groundRentReview: 'Doubles every 25 years',
  serviceCharge: 1_200,
  councilTaxBand: 'B',
  restrictions: 'Yes',
  restrictionsNote: 'Covenant against HMO use',
} satisfies Partial<PropertyInput>;
