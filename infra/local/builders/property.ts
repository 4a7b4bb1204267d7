import type { Property, PropertyInput } from '@shared/domain/property';

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

/** Every field a listing may leave empty, empty: the one place the builders' defaults for them are written. */
const emptyPropertyFields = {
  ...noPropertyFiles,
  headline: null,
  description: null,
  location: null,
  address: null,
  addressLine1: null,
  addressLine2: null,
  city: null,
  postcode: null,
  county: null,
  bathrooms: null,
  sqft: null,
  featured: false,
  yearBuilt: null,
  amenities: [],
  googleMapsLink: null,
  yield: null,
  potentialYield: null,
  tenancy: null,
  tenancyType: null,
  condition: null,
  conditionExternal: null,
  conditionInternal: null,
  conditionShower: null,
  conditionKitchen: null,
  conditionTenants: null,
  opportunitySummary: null,
  propertyBrief: null,
  currentRent: null,
  achievableMarketRent: null,
  marketRentPotential: null,
  returnOnCapitalInvestment: null,
  epcRating: null,
  councilTaxBand: null,
  councilTaxLink: null,
  groundRent: null,
  serviceCharge: null,
  freeholdTitle: null,
  leaseRemaining: null,
  locationSummary: null,
  areaInsightsLink: null,
  areaInsightId: null,
  rentalUnits: [],
  comparables: [],
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
