import { describe, expect, it } from 'vitest';
import { seedProperties } from '../../../infra/local/seed/properties';
import { propertySchema, type Property } from '../domain/property';
import { toInvestorProperty } from './investor-property';
import { toPublicProperty } from './public-property';

/**
 * The payloads that leave the admin's hands, pinned field by field: a field added to the property record
 * reaches the sneak peek, the full public view or an investor only when it is listed here on purpose
 * (public-property.ts and investor-property.ts are whitelists).
 */
const seeded = seedProperties.find((p) => p.input.tenureType === 'Leasehold' && p.input.leaseDocuments)!;
const property: Property = propertySchema.parse({ ...seeded.input, id: seeded.id, createdAt: seeded.createdAt, updatedAt: seeded.createdAt, version: 1 });
/** The same record with a field the payloads have never heard of. */
const withNewField = { ...property, newField: 'not for investors' } as Property;

const peek = [
  'achievableMarketRent',
  'area',
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
const full = [
  'achievableMarketRent',
  'address',
  'bathrooms',
  'condition',
  'conditionExternal',
  'conditionInternal',
  'conditionKitchen',
  'conditionShower',
  'conditionTenants',
  'councilTaxBand',
  'currentRent',
  'epcDocument',
  'epcRating',
  'epcUnits',
  'featured',
  'floorplanUrl',
  'freeholdTitle',
  'groundRent',
  'headline',
  'id',
  'imageUrl',
  'leaseRemaining',
  'location',
  'locationSummary',
  'marketRentPotential',
  'opportunitySummary',
  'photos',
  'price',
  'propertyBrief',
  'propertyType',
  'rentalUnits',
  'serviceCharge',
  'sqft',
  'status',
  'tenancy',
  'tenancyType',
  'tenureType',
  'title',
  'type',
  'yearBuilt',
  'yield',
];
const investor = [
  'achievableMarketRent',
  'address',
  'addressLine1',
  'addressLine2',
  'amenities',
  'areaInsightsLink',
  'bathrooms',
  'bedrooms',
  'city',
  'comparables',
  'condition',
  'conditionExternal',
  'conditionInternal',
  'conditionKitchen',
  'conditionShower',
  'conditionTenants',
  'councilTaxBand',
  'councilTaxLink',
  'county',
  'currentRent',
  'description',
  'eicrDocument',
  'epcDocument',
  'epcRating',
  'epcUnits',
  'featured',
  'floorplanUrl',
  'freeholdTitle',
  'gasSafetyDocument',
  'googleMapsLink',
  'groundRent',
  'headline',
  'id',
  'imageUrl',
  'leaseDocuments',
  'leaseRemaining',
  'location',
  'locationSummary',
  'marketRentPotential',
  'opportunitySummary',
  'photos',
  'postcode',
  'potentialYield',
  'price',
  'priceHistory',
  'propertyBrief',
  'propertyType',
  'rentalUnits',
  'returnOnCapitalInvestment',
  'serviceCharge',
  'serviceChargeAccountsDocument',
  'sqft',
  'status',
  'tenancy',
  'tenancyAgreementDocument',
  'tenancyType',
  'tenureType',
  'title',
  'type',
  'updatedAt',
  'yearBuilt',
  'yield',
];

describe('the payloads for people other than admins', () => {
  it.each([
    ['sneak peek', toPublicProperty(withNewField, 'peek'), peek],
    ['full public view', toPublicProperty(withNewField, 'full'), full],
    ['investor view', toInvestorProperty(withNewField), investor],
  ])('the %s carries exactly its pinned fields, and not a field added to the record', (_, payload, fields) => {
    expect(Object.keys(payload).sort()).toEqual(fields);
    expect(payload).not.toHaveProperty('newField');
  });
});
