import { describe, expect, it } from 'vitest';
import { dealInputsSchema } from '../domain/deal-scenario';
import { analyseDeal, defaultDealInputs } from './deal-analysis';

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
});
