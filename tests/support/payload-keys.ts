/**
 * The exact keys of the property payloads, spelled out (not derived from the whitelists under test), for the
 * unit tests of the views and the integration tests of the routes that answer them.
 */

/** The public sneak peek (without the `area` the route adds). */
export const peekKeys = [
  'achievableMarketRent',
  'councilTaxBand',
  'currentRent',
  'epcRating',
  'groundRent',
  'headline',
  'id',
  'imageUrl',
  'leaseRemaining',
  'locationSummary',
  'marketRentPotential',
  'photos',
  'price',
  'serviceCharge',
  'tenureType',
  'yearBuilt',
  'yield',
];

/** The full public view: the sneak peek and more. */
export const fullKeys = [
  ...peekKeys,
  'title',
  'address',
  'bathrooms',
  'condition',
  'conditionExternal',
  'conditionInternal',
  'conditionKitchen',
  'conditionShower',
  'conditionTenants',
  'epcDocument',
  'epcUnits',
  'featured',
  'floorplanUrl',
  'freeholdTitle',
  'location',
  'opportunitySummary',
  'propertyBrief',
  'propertyType',
  'rentalUnits',
  'sqft',
  'status',
  'tenancy',
  'tenancyType',
  'type',
].sort();

/** What an investor receives: the full public view and more. */
export const investorKeys = [
  ...fullKeys,
  'addressLine1',
  'addressLine2',
  'amenities',
  'areaInsightsLink',
  'bedrooms',
  'city',
  'comparables',
  'councilTaxLink',
  'county',
  'description',
  'eicrDocument',
  'gasSafetyDocument',
  'googleMapsLink',
  'leaseDocuments',
  'postcode',
  'potentialYield',
  'priceHistory',
  'returnOnCapitalInvestment',
  'serviceChargeAccountsDocument',
  'tenancyAgreementDocument',
  'updatedAt',
].sort();

/** A row of the Property Management table. */
export const propertyRowKeys = [
  'address',
  'createdAt',
  'featured',
  'headline',
  'id',
  'isPublished',
  'location',
  'mainPhoto',
  'postcode',
  'price',
  'propertyType',
  'status',
  'title',
  'type',
  'version',
].sort();
