import { describe, expect, it } from 'vitest';
import { dealInputsSchema, type DealInputs } from '../domain/deal-scenario';
import { analysisAtAcceptance } from './analysis-at-acceptance';
import { analyseDeal, defaultDealInputs } from './deal-analysis';
import { listingDealPrefill } from './deal-prefill';
import { sdltRatesOn } from './sdlt';

const listing = { price: 210_000, currentRent: 950, groundRent: 150, serviceCharge: 900, propertyType: 'Flat', rentalUnits: [] };
const prefill = { ...listingDealPrefill(listing), company: false };
/** Accepted at 10:00 on 4 December 2026, London time (GMT). */
const acceptedAt = '2026-12-04T10:00:00.000Z';

describe('analysisAtAcceptance', () => {
  it("takes the investor's saved scenario, completed from the listing's starting inputs, at the agreed price", () => {
    const base = defaultDealInputs(prefill);
    // A scenario saved before the stamp duty inputs existed, at the asking price, with the investor's own assumptions.
    const { propertyUse: _use, dwellings: _dwellings, rentalBusiness: _relief, ...saved } = { ...base, depositPercent: 40, mortgageRatePercent: 4.5 };
    const kept = analysisAtAcceptance({ prefill, scenario: { name: 'Forty per cent down', inputs: saved as DealInputs }, pricePence: 19_750_000, acceptedAt });

    const inputs = { ...base, depositPercent: 40, mortgageRatePercent: 4.5, price: 197_500 };
    expect(kept).toEqual({
      source: 'savedScenario',
      scenarioName: 'Forty per cent down',
      asAt: '2026-12-04',
      sdltRatesFrom: '2025-04-01',
      inputs,
      results: analyseDeal(inputs, sdltRatesOn('2026-12-04')),
    });
    expect(dealInputsSchema.safeParse(kept.inputs).success).toBe(true);
    expect(kept.results.returns.mortgage.loan).toBe(118_500);
  });

  it("without a saved scenario takes the portal's starting assumptions for the listing and the buyer, at the agreed price", () => {
    const kept = analysisAtAcceptance({ prefill: { ...prefill, company: true }, pricePence: 20_000_000, acceptedAt });
    expect(kept.source).toBe('startingAssumptions');
    expect(kept.scenarioName).toBeNull();
    expect(kept.inputs).toEqual({ ...defaultDealInputs({ ...prefill, company: true }), price: 200_000 });
    expect(kept.inputs).toMatchObject({ monthlyRent: 950, groundRent: 150, serviceCharge: 900, company: true, icrPercent: 125 });
    // A company buying a dwelling pays the higher rates: 5% to £125,000 and 7% on the rest.
    expect(kept.results.sdlt.tax).toBe(11_500);
  });

  it("uses the SDLT rates in force on the acceptance's day in London, and names that table's date", () => {
    // 23:30 on 31 March 2025 in London (BST): the rates from 31 October 2024, nothing up to £250,000 plus the 5% surcharge.
    const before = analysisAtAcceptance({ prefill, pricePence: 20_000_000, acceptedAt: '2025-03-31T22:30:00.000Z' });
    expect(before).toMatchObject({ asAt: '2025-03-31', sdltRatesFrom: '2024-10-31' });
    expect(before.results.sdlt.tax).toBe(10_000);
    // An hour later it is 1 April in London: the rates from 1 April 2025.
    const after = analysisAtAcceptance({ prefill, pricePence: 20_000_000, acceptedAt: '2025-03-31T23:30:00.000Z' });
    expect(after).toMatchObject({ asAt: '2025-04-01', sdltRatesFrom: '2025-04-01' });
    expect(after.results.sdlt.tax).toBe(11_500);
    expect(after.results.sdlt.rates.effectiveFrom).toBe(after.sdltRatesFrom);
  });

  it('is plain data, small enough to keep on the deal item', () => {
    // The longest case: a non-resident company buying a block of flats, with every note the stamp duty adds.
    const block = { ...listingDealPrefill({ price: 3_000_000, propertyType: 'Block of Flats', rentalUnits: Array(8).fill({ rental: 700 }) }), company: true };
    const kept = analysisAtAcceptance({
      prefill: block,
      scenario: { name: 'x'.repeat(100), inputs: { ...defaultDealInputs(block), ukResident: false, firstTimeBuyer: true, rentalBusiness: true } },
      pricePence: 300_000_000,
      acceptedAt,
    });
    expect(JSON.parse(JSON.stringify(kept))).toEqual(kept);
    expect(new TextEncoder().encode(JSON.stringify(kept)).length).toBeLessThan(8 * 1024);
  });
});
