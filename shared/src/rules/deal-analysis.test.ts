import { describe, expect, it } from 'vitest';
import { dealInputsSchema } from '../domain/deal-scenario';
import { analyseDeal, completeDealInputs, defaultDealInputs } from './deal-analysis';

describe('analyseDeal', () => {
  it('counts the SDLT at the buyer’s rates as a purchase cost and stress-tests the mortgage loan', () => {
    const inputs = { ...defaultDealInputs({ price: 300_000, monthlyRent: 1_500 }), legalFees: 1_500, survey: 500, refurbishment: 0 };
    const result = analyseDeal(inputs);
    expect(result.sdlt.tax).toBe(20_000);
    expect(result.returns.purchaseCosts).toBe(22_000);
    expect(result.returns.mortgage.loan).toBe(225_000);
    // £1,500 / (£225,000 x 5.5% / 12) = 145.45%: passes at 145%.
    expect(result.stressTest.icrPercent).toBeCloseTo(145.45, 2);
    expect(result.stressTest.pass).toBe(true);
  });

  it('a company starts on company rates and the company ICR; an individual on an additional property at 145%', () => {
    expect(defaultDealInputs({ company: true })).toMatchObject({ company: true, additionalProperty: false, icrPercent: 125 });
    expect(defaultDealInputs({})).toMatchObject({ company: false, additionalProperty: true, icrPercent: 145 });
    expect(analyseDeal(defaultDealInputs({ price: 600_000, company: true })).sdlt.tax).toBe(102_000);
  });

  it('prefills the listing’s figures, and its defaults are valid inputs', () => {
    const inputs = defaultDealInputs({ price: 250_000, monthlyRent: 1_100, groundRent: 250, serviceCharge: 1_800 });
    expect(inputs).toMatchObject({ price: 250_000, monthlyRent: 1_100, groundRent: 250, serviceCharge: 1_800 });
    expect(dealInputsSchema.safeParse(inputs).success).toBe(true);
    expect(dealInputsSchema.safeParse(defaultDealInputs()).success).toBe(true);
  });

  it("takes the stamp duty rates from the listing's type, and a block's dwellings from its rental units", () => {
    expect(defaultDealInputs({ price: 85_000, propertyType: 'Commercial Space' })).toMatchObject({ propertyUse: 'non-residential', dwellings: 1 });
    expect(analyseDeal(defaultDealInputs({ price: 85_000, propertyType: 'Commercial Space' })).sdlt.tax).toBe(0);
    expect(analyseDeal(defaultDealInputs({ price: 120_000, propertyType: 'Land' })).sdlt.tax).toBe(0);
    expect(defaultDealInputs({ propertyType: 'Mixed Commercial', rentalUnitCount: 3 })).toMatchObject({ propertyUse: 'mixed', dwellings: 1 });
    const block = defaultDealInputs({ price: 720_000, propertyType: 'Block of Flats', rentalUnitCount: 6, company: true });
    expect(block).toMatchObject({ propertyUse: 'residential', dwellings: 6, rentalBusiness: false });
    expect(analyseDeal(block).sdlt.tax).toBe(25_500);
    expect(defaultDealInputs({ propertyType: 'Block of Flats', rentalUnitCount: 0 }).dwellings).toBe(1);
    expect(defaultDealInputs({ propertyType: 'HMO', rentalUnitCount: 5 }).dwellings).toBe(1);
  });

  it('completes a deal saved before an input existed from the starting inputs', () => {
    const { propertyUse: _use, dwellings: _dwellings, rentalBusiness: _relief, ...older } = defaultDealInputs({ price: 300_000 });
    const base = defaultDealInputs({ price: 85_000, propertyType: 'Commercial Space' });
    expect(completeDealInputs(older, base)).toEqual({ ...older, propertyUse: 'non-residential', dwellings: 1, rentalBusiness: false });
    expect(completeDealInputs(older)).toMatchObject({ price: 300_000, propertyUse: 'residential', dwellings: 1 });
  });
});
