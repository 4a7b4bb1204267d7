import { describe, expect, it } from 'vitest';
import { dealInputKeys, dealYesNoKeys } from './deal-input-keys';
import { createDealScenarioSchema, dealInputsSchema } from './deal-scenario';

const inputs = {
  price: 300_000,
  monthlyRent: 1_500,
  propertyUse: 'residential',
  dwellings: 1,
  additionalProperty: true,
  firstTimeBuyer: false,
  ukResident: true,
  company: false,
  rentalBusiness: false,
  lettingFeePercent: 10,
  maintenancePercent: 5,
  insurance: 300,
  groundRent: 0,
  serviceCharge: 0,
  voidWeeks: 2,
  legalFees: 1_500,
  survey: 500,
  refurbishment: 0,
  depositPercent: 25,
  mortgageRatePercent: 5,
  stressRatePercent: 5.5,
  icrPercent: 145,
};

describe('deal scenario inputs', () => {
  it('accepts a sensible scenario', () => {
    expect(dealInputsSchema.safeParse(inputs).success).toBe(true);
    expect(createDealScenarioSchema.safeParse({ propertyId: 'prop-1', name: ' Cash offer ', inputs }).data?.name).toBe('Cash offer');
  });
  it.each([
    ['a negative price', { price: -1 }],
    ['a negative rent', { monthlyRent: -5 }],
    ['an ICR over 1000%', { icrPercent: 1000.5 }],
    ['a deposit over 100%', { depositPercent: 101 }],
    ['more than 52 void weeks', { voidWeeks: 53 }],
    ['a price that is not a number', { price: 'lots' }],
    ['a missing flag', { company: undefined }],
    ['an unknown property use', { propertyUse: 'commercial' }],
    ['no dwellings', { dwellings: 0 }],
    ['part of a dwelling', { dwellings: 1.5 }],
  ])('refuses %s', (_case, change) => {
    expect(dealInputsSchema.safeParse({ ...inputs, ...change }).success).toBe(false);
  });
  it('refuses an empty name', () => {
    expect(createDealScenarioSchema.safeParse({ propertyId: 'prop-1', name: '  ', inputs }).success).toBe(false);
  });
});

describe('the deal input names kept apart from the schema', () => {
  it("are the schema's fields, in its order", () => {
    expect(dealInputKeys).toEqual(Object.keys(dealInputsSchema.shape));
  });
  it('mark exactly the yes/no fields', () => {
    const yesNo = dealInputKeys.filter((key) => dealInputsSchema.shape[key].safeParse(true).success);
    expect([...dealYesNoKeys].sort()).toEqual(yesNo.sort());
  });
});
