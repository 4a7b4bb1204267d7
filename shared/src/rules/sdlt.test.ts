import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyTypes } from '../domain/property-values';
import { COMPANY_RELIEFS_NOTE, RENTAL_BUSINESS_NOTE, SIX_DWELLINGS_NOTE, sdlt, sdltPropertyUse, sdltRatesOn, sdltRateTables, type SdltBuyer } from './sdlt';

/**
 * Sources: HMRC, 'Stamp Duty Land Tax: residential property rates' (gov.uk/stamp-duty-land-tax/residential-property-rates,
 * rates for completions from 1 April 2025, with its worked examples), HMRC's SDLT manual (SDLTM09730 on the higher
 * rates and their £40,000 floor, SDLTM09550 on the 17% rate for companies, SDLTM09860 on the non-resident surcharge),
 * and HMRC's SDLT calculator (tax rounded down to the pound).
 */
const individual: SdltBuyer = { additionalProperty: false, firstTimeBuyer: false, ukResident: true, company: false };
const additional: SdltBuyer = { ...individual, additionalProperty: true };
const firstTimeBuyer: SdltBuyer = { ...individual, firstTimeBuyer: true };
const company: SdltBuyer = { ...individual, company: true };
/** Rows written as [case, buyer, price, tax], run with the buyer last so the title can print the figures. */
const edges = (rows: [string, SdltBuyer, number, number][]) => rows.map(([label, buyer, price, tax]) => [label, price, tax, buyer] as const);
const nonResident = (buyer: SdltBuyer): SdltBuyer => ({ ...buyer, ukResident: false });

describe('SDLT rates from 1 April 2025 (England and Northern Ireland)', () => {
  it('is the newest table, with its date and source', () => {
    expect(sdltRatesOn()).toBe(sdltRateTables[0]);
    expect(sdltRatesOn().effectiveFrom).toBe('2025-04-01');
    expect(sdltRatesOn().source).toContain('gov.uk');
    expect(sdltRatesOn('2025-03-31').effectiveFrom).toBe('2024-10-31');
    expect(sdltRatesOn('2025-04-01').effectiveFrom).toBe('2025-04-01');
  });

  describe('worked checks', () => {
    it('£300,000 at standard rates = £5,000 (0% to £125,000, 2% to £250,000, 5% on £50,000)', () => {
      const result = sdlt(300_000, individual);
      expect(result.tax).toBe(5_000);
      expect(result.regime).toBe('standard');
      expect(result.bands.map((b) => [b.percent, b.taxable, b.tax])).toEqual([
        [0, 125_000, 0],
        [2, 125_000, 2_500],
        [5, 50_000, 2_500],
      ]);
    });
    it("£295,000 at standard rates = £4,750 (gov.uk's worked example)", () => {
      expect(sdlt(295_000, individual).tax).toBe(4_750);
    });
    it('£300,000 buy-to-let by an individual (an additional dwelling) = £20,000, 5/7/10%', () => {
      const result = sdlt(300_000, additional);
      expect(result.tax).toBe(20_000);
      expect(result.regime).toBe('higherRates');
      expect(result.bands.map((b) => b.percent)).toEqual([5, 7, 10]);
      expect(result.effectiveRate).toBeCloseTo(6.667, 3);
    });
    it('£1m additional dwelling = £93,750 from 1 April 2025 (£43,750 standard + 5% of £1m)', () => {
      // £91,250 is this purchase under the rates of 31 October 2024 to 31 March 2025 (nil band to
      // £250,000), checked below; under the April 2025 bands the 5/7/10/15% slices sum to £93,750.
      const result = sdlt(1_000_000, additional);
      expect(sdlt(1_000_000, individual).tax).toBe(43_750);
      expect(result.tax).toBe(93_750);
      expect(result.bands.map((b) => [b.percent, b.tax])).toEqual([
        [5, 6_250],
        [7, 8_750],
        [10, 67_500],
        [15, 11_250],
      ]);
    });
    it('£1m additional dwelling = £91,250 under the rates of 31 October 2024 to 31 March 2025', () => {
      expect(sdlt(1_000_000, additional, sdltRatesOn('2025-03-31')).tax).toBe(91_250);
      expect(sdlt(300_000, additional, sdltRatesOn('2025-03-31')).tax).toBe(17_500);
    });
    it("first-time buyer at £500,000 = £10,000 (gov.uk's first-time buyer example: 5% on the £200,000 over £300,000)", () => {
      expect(sdlt(500_000, firstTimeBuyer)).toMatchObject({ tax: 10_000, regime: 'firstTimeBuyer' });
    });
  });

  describe('band edges', () => {
    it.each(
      edges([
        ['standard', individual, 125_000, 0],
        ['standard', individual, 125_001, 0], // 2% of £1 = 2p, rounded down
        ['standard', individual, 250_000, 2_500],
        ['standard', individual, 250_001, 2_500],
        ['standard', individual, 925_000, 36_250],
        ['standard', individual, 1_500_000, 93_750],
        ['standard', individual, 2_000_000, 153_750],
        ['standard', individual, 40_000, 0],
        ['standard', individual, 500_000, 15_000],
        ['standard', individual, 500_001, 15_000],
        ['additional', additional, 39_999, 0],
        ['additional', additional, 40_000, 2_000],
        ['additional', additional, 125_000, 6_250],
        ['additional', additional, 125_001, 6_250],
        ['additional', additional, 250_000, 15_000],
        ['additional', additional, 500_000, 40_000],
        ['additional', additional, 500_001, 40_000],
        ['first-time buyer', firstTimeBuyer, 40_000, 0],
        ['first-time buyer', firstTimeBuyer, 125_000, 0],
        ['first-time buyer', firstTimeBuyer, 125_001, 0],
        ['first-time buyer', firstTimeBuyer, 250_000, 0],
        ['first-time buyer', firstTimeBuyer, 300_000, 0],
        ['first-time buyer', firstTimeBuyer, 300_001, 0],
        ['first-time buyer', firstTimeBuyer, 500_000, 10_000],
        ['first-time buyer (no relief over £500,000: standard rates)', firstTimeBuyer, 500_001, 15_000],
        ['company (under £40,000: not a higher rates purchase)', company, 39_999, 0],
        ['company', company, 40_000, 2_000],
        ['company', company, 125_000, 6_250],
        ['company', company, 125_001, 6_250],
        ['company', company, 250_000, 15_000],
        ['company (higher rates up to £500,000)', company, 500_000, 40_000],
        ['company (17% on the whole price over £500,000)', company, 500_001, 85_000],
      ]),
    )('%s at £%i = £%i', (_case, price, tax, buyer) => {
      expect(sdlt(price, buyer).tax).toBe(tax);
    });

    it('a company over £500,000 pays one 17% band on the whole price and is told reliefs are not computed', () => {
      const result = sdlt(600_000, company);
      expect(result).toMatchObject({ tax: 102_000, regime: 'companyFlatRate' });
      expect(result.bands).toEqual([{ from: 0, upTo: null, percent: 17, taxable: 600_000, tax: 102_000 }]);
      expect(result.notes).toContain(COMPANY_RELIEFS_NOTE);
    });
    it('a company under £500,000 pays the higher rates whether or not it owns another dwelling', () => {
      expect(sdlt(300_000, { ...company, additionalProperty: false })).toMatchObject({ tax: 20_000, regime: 'higherRates' });
    });
    it('first-time buyer relief is not given with an additional property or to a company', () => {
      expect(sdlt(300_000, { ...firstTimeBuyer, additionalProperty: true }).tax).toBe(20_000);
      expect(sdlt(300_000, { ...firstTimeBuyer, company: true }).tax).toBe(20_000);
      expect(sdlt(300_000, { ...firstTimeBuyer, additionalProperty: true }).notes.join(' ')).toMatch(/does not apply/);
    });
  });

  describe('the non-UK-resident surcharge (+2 points on every band)', () => {
    it.each(
      edges([
        ['standard', individual, 300_000, 11_000], // 2% + 4% + 7%
        ['additional', additional, 300_000, 26_000], // 7% + 9% + 12%
        ['first-time buyer', firstTimeBuyer, 300_000, 6_000], // 2% on £300,000
        ['first-time buyer', firstTimeBuyer, 500_000, 20_000], // 2% on £300,000 + 7% on £200,000
        ['company over £500,000', company, 500_001, 95_000], // 19% on the whole price
        // Under £40,000 a purchase is not a non-resident transaction (FA 2003 Sch. 9A para 2(3); HMRC SDLTM09860):
        // no surcharge, so £0 where the standard rates charge £0.
        ['standard, under £40,000', individual, 30_000, 0],
        ['standard, £35,000', individual, 35_000, 0],
        ['standard, £39,999', individual, 39_999, 0],
        ['standard, £40,000 (2% on the whole £40,000)', individual, 40_000, 800],
      ]),
    )('%s at £%i = £%i', (_case, price, tax, buyer) => {
      expect(sdlt(price, nonResident(buyer)).tax).toBe(tax);
    });
    it('says the surcharge is included', () => {
      expect(sdlt(300_000, nonResident(individual)).notes.join(' ')).toMatch(/2% surcharge/);
    });
  });

  it('names what it does not cover', () => {
    expect(sdlt(300_000, individual).notes.join(' ')).toMatch(/Scotland \(LBTT\) and Wales \(LTT\) are not covered/);
  });

  describe('properties (fast-check)', () => {
    const price = fc.integer({ min: 0, max: 20_000_000 });
    const buyer = fc.record({
      additionalProperty: fc.boolean(),
      firstTimeBuyer: fc.boolean(),
      ukResident: fc.boolean(),
      company: fc.boolean(),
      propertyUse: fc.constantFrom('residential' as const, 'non-residential' as const, 'mixed' as const),
      dwellings: fc.integer({ min: 1, max: 12 }),
      rentalBusiness: fc.boolean(),
    });

    it('tax never falls as the price rises, for any buyer', () => {
      fc.assert(
        fc.property(price, price, buyer, (a, b, who) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(sdlt(low, who).taxPence).toBeLessThanOrEqual(sdlt(high, who).taxPence);
          expect(sdlt(low, who).tax).toBeLessThanOrEqual(sdlt(high, who).tax);
        }),
      );
    });

    it('at or above £40,000, the higher-rate tax minus the standard tax is exactly 5% of the price (first-time buyer off)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 40_000, max: 20_000_000 }), fc.boolean(), (p, ukResident) => {
          const standard = sdlt(p, { ...individual, ukResident });
          const higher = sdlt(p, { ...additional, ukResident });
          // In pence, exact: 5% of a whole-pound price is a whole number of pence.
          expect(higher.taxPence - standard.taxPence).toBe(p * 5);
        }),
      );
    });

    it('below £40,000 an additional property pays the standard tax', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 39_999 }), (p) => {
          expect(sdlt(p, additional).taxPence).toBe(sdlt(p, individual).taxPence);
        }),
      );
    });

    it('the bands add up to the tax, and the tax is the band total rounded down', () => {
      fc.assert(
        fc.property(price, buyer, (p, who) => {
          const result = sdlt(p, who);
          expect(Math.round(result.bands.reduce((sum, b) => sum + b.tax, 0) * 100)).toBe(result.taxPence);
          expect(result.tax).toBe(Math.floor(result.taxPence / 100));
          expect(result.bands.reduce((sum, b) => sum + b.taxable, 0)).toBe(p);
        }),
      );
    });
  });
});

/**
 * Sources: HMRC, 'Stamp Duty Land Tax: non-residential and mixed rates' (gov.uk/guidance/stamp-duty-land-tax-nonresidential-and-mixed-rates:
 * 0% to £150,000, 2% to £250,000, 5% above, with its worked example of a £275,000 freehold); FA 2003 s.116(7) and
 * HMRC SDLTM00410 (six or more dwellings in one transaction must be treated as non-residential where Multiple
 * Dwellings Relief is not claimed) with HMRC's policy paper 'Stamp Duty Land Tax: abolition of Multiple Dwellings
 * Relief from 1 June 2024'; FA 2003 Sch. 4A para 5 and HMRC SDLTM09555 (a qualifying property rental business is
 * relieved from the 17% rate and pays the higher rates instead) and SDLTM09515/SDLTM09535 (the £500,000 is per dwelling).
 */
describe('SDLT by what is bought', () => {
  const nonResidential = (buyer: SdltBuyer): SdltBuyer => ({ ...buyer, propertyUse: 'non-residential' });
  const mixed = (buyer: SdltBuyer): SdltBuyer => ({ ...buyer, propertyUse: 'mixed' });
  const dwellings = (buyer: SdltBuyer, count: number): SdltBuyer => ({ ...buyer, dwellings: count });
  const rentalBusiness: SdltBuyer = { ...company, rentalBusiness: true };

  it("chooses the rate table from the listing's type: Commercial Space and Land non-residential, Mixed Commercial mixed", () => {
    expect(sdltPropertyUse('Commercial Space')).toBe('non-residential');
    expect(sdltPropertyUse('Land')).toBe('non-residential');
    expect(sdltPropertyUse('Mixed Commercial')).toBe('mixed');
    for (const type of ['Flat', 'Detached House', 'Semi Detached', 'Terrace', 'Bungalow', 'HMO', 'Block of Flats'])
      expect(sdltPropertyUse(type)).toBe('residential');
    expect(propertyTypes.map(sdltPropertyUse)).toHaveLength(propertyTypes.length);
    expect(sdltPropertyUse(undefined)).toBe('residential');
  });

  describe('non-residential and mixed rates', () => {
    it("£275,000 freehold commercial property = £3,250 (gov.uk's worked example: £0 + £2,000 + £1,250)", () => {
      const result = sdlt(275_000, nonResidential(individual));
      expect(result).toMatchObject({ tax: 3_250, regime: 'nonResidential', ratesUsed: 'Non-residential rates' });
      expect(result.bands.map((b) => [b.percent, b.taxable, b.tax])).toEqual([
        [0, 150_000, 0],
        [2, 100_000, 2_000],
        [5, 25_000, 1_250],
      ]);
      expect(result.rates.source).toContain('stamp-duty-land-tax-nonresidential-and-mixed-rates');
    });
    it('Commercial Space at £85,000 and Land at £120,000 = £0 (under the £150,000 nil band), for any buyer', () => {
      for (const buyer of [individual, additional, company, nonResident(company), firstTimeBuyer]) {
        expect(sdlt(85_000, nonResidential(buyer)).tax).toBe(0);
        expect(sdlt(120_000, nonResidential(buyer)).tax).toBe(0);
      }
    });
    it.each([
      [150_000, 0],
      [150_001, 0], // 2% of £1 = 2p, rounded down
      [250_000, 2_000],
      [300_000, 4_500],
      [2_000_000, 89_500],
    ])('at £%i = £%i', (price, tax) => {
      expect(sdlt(price, nonResidential(individual)).tax).toBe(tax);
      expect(sdlt(price, mixed(individual)).tax).toBe(tax);
    });
    it('no higher rates, no non-resident surcharge and no first-time relief: those are for residential property', () => {
      for (const buyer of [additional, company, nonResident(additional), nonResident(company), { ...company, rentalBusiness: true }])
        expect(sdlt(600_000, nonResidential(buyer)).tax).toBe(sdlt(600_000, nonResidential(individual)).tax); // £2,000 + £17,500
      expect(sdlt(600_000, nonResidential(company)).tax).toBe(19_500);
      expect(sdlt(300_000, nonResidential(firstTimeBuyer)).tax).toBe(4_500);
    });
    it('mixed-use says it pays the non-residential rates on the whole price', () => {
      const result = sdlt(310_000, mixed(individual));
      expect(result).toMatchObject({ tax: 5_000, regime: 'nonResidential', ratesUsed: 'Mixed-use rates (the non-residential rates)' });
      expect(result.notes.join(' ')).toMatch(/non-residential rates on the whole price/);
    });
  });

  describe('six or more dwellings in one purchase (FA 2003 s.116(7); no Multiple Dwellings Relief from 1 June 2024)', () => {
    it('a block of 6 flats at £720,000 bought by a company = £25,500 at non-residential rates, not 17% of the whole price', () => {
      const result = sdlt(720_000, dwellings(company, 6));
      expect(result).toMatchObject({ tax: 25_500, regime: 'nonResidential' }); // £2,000 + 5% of £470,000
      expect(result.ratesUsed).toMatch(/6 dwellings in one purchase/);
      expect(result.notes).toContain(SIX_DWELLINGS_NOTE);
    });
    it('the same for an individual, resident or not, buying an additional property or not', () => {
      for (const buyer of [individual, additional, nonResident(additional), firstTimeBuyer]) expect(sdlt(720_000, dwellings(buyer, 6)).tax).toBe(25_500);
      expect(sdlt(720_000, dwellings(additional, 12)).tax).toBe(25_500);
    });
    it('5 flats at £720,000 bought by a company: residential higher rates on the whole price (no relief for 2 to 5 dwellings)', () => {
      const result = sdlt(720_000, dwellings(company, 5));
      expect(result).toMatchObject({ tax: 62_000, regime: 'higherRates' }); // £6,250 + £8,750 + 10% of £470,000
      expect(result.notes.join(' ')).toMatch(/Multiple Dwellings Relief ended/);
    });
    it('6 dwellings each over £500,000 bought by a company: 17% on each (SDLTM09535), unless relieved, then non-residential', () => {
      expect(sdlt(3_600_000, dwellings(company, 6))).toMatchObject({ tax: 612_000, regime: 'companyFlatRate' });
      expect(sdlt(3_600_000, dwellings(rentalBusiness, 6))).toMatchObject({ tax: 169_500, regime: 'nonResidential' }); // £2,000 + 5% of £3,350,000
    });
  });

  describe("a company's 17% rate and the property rental business relief (FA 2003 Sch. 4A para 5)", () => {
    it('a property rental business buying a £600,000 dwelling pays the higher rates, £50,000, not 17% (£102,000)', () => {
      expect(sdlt(600_000, company)).toMatchObject({ tax: 102_000, regime: 'companyFlatRate' });
      expect(sdlt(600_000, company).notes).toContain(COMPANY_RELIEFS_NOTE);
      const relieved = sdlt(600_000, rentalBusiness);
      expect(relieved).toMatchObject({ tax: 50_000, regime: 'higherRates' }); // 5% of £125,000 + 7% of £125,000 + 10% of £350,000
      expect(relieved.notes).toContain(RENTAL_BUSINESS_NOTE);
      expect(relieved.bands.map((b) => b.percent)).toEqual([5, 7, 10]);
    });
    it('not UK resident: 19% on the whole price, or the higher rates plus 2 points when relieved', () => {
      expect(sdlt(600_000, nonResident(company)).tax).toBe(114_000);
      expect(sdlt(600_000, nonResident(rentalBusiness)).tax).toBe(62_000); // 7% + 9% + 12%
    });
    it('£500,000 is per dwelling: two dwellings at £900,000 stay on the higher rates, two at £1.2m pay 17% unless relieved', () => {
      expect(sdlt(900_000, dwellings(company, 2))).toMatchObject({ tax: 80_000, regime: 'higherRates' }); // £6,250 + £8,750 + 10% of £650,000
      expect(sdlt(1_200_000, dwellings(company, 2))).toMatchObject({ tax: 204_000, regime: 'companyFlatRate' });
      expect(sdlt(1_200_000, dwellings(rentalBusiness, 2)).tax).toBe(sdlt(1_200_000, additional).tax);
    });
    it('the answer changes nothing at or under £500,000, nor for an individual', () => {
      expect(sdlt(500_000, rentalBusiness).tax).toBe(40_000);
      expect(sdlt(600_000, { ...additional, rentalBusiness: true }).tax).toBe(sdlt(600_000, additional).tax);
    });
  });

  it('names the rates used', () => {
    expect(sdlt(300_000, individual).ratesUsed).toBe('Residential rates');
    expect(sdlt(300_000, additional).ratesUsed).toBe('Residential higher rates for additional dwellings');
    expect(sdlt(300_000, firstTimeBuyer).ratesUsed).toMatch(/first-time buyers/);
    expect(sdlt(600_000, company).ratesUsed).toMatch(/17% rate/);
    expect(sdlt(300_000, nonResident(individual)).ratesUsed).toMatch(/non-UK-resident surcharge/);
  });
});

/**
 * Sources: FA 2003 Sch. 9A para 2(3) and HMRC SDLTM09860 (the non-resident surcharge only on a transaction whose
 * chargeable consideration is £40,000 or more, the whole transaction's, not each dwelling's; gov.uk 'Rates of Stamp
 * Duty Land Tax for non-UK residents': 'for £40,000 or more'); FA 2003 Sch. 4ZA para 5 and HMRC SDLTM09766 and
 * SDLTM09766a (an individual buying two or more dwellings in one transaction pays the higher rates where at least two
 * of them each have £40,000 or more of the price attributable to them, whether or not they own another home; where
 * none has, the higher rates do not apply); FA 2003 Sch. 6ZA para 1(2) and 1(7) (first-time buyers' relief only for a
 * single dwelling, and never for a higher rates transaction).
 */
describe('the £40,000 tests and more than one dwelling (HMRC SDLTM09766, SDLTM09766a, SDLTM09860)', () => {
  const flats = (buyer: SdltBuyer, count: number): SdltBuyer => ({ ...buyer, dwellings: count });

  it('a non-UK resident buying a £35,000 flat pays no surcharge: £0, not £700 (Sch. 9A para 2(3))', () => {
    const result = sdlt(35_000, nonResident(individual));
    expect(result.tax).toBe(0);
    expect(result.ratesUsed).not.toMatch(/surcharge/);
    expect(result.notes.join(' ')).toMatch(/surcharge does not apply to a purchase under £40,000/);
  });

  it("two flats at £200,000 answered 'not an additional property' pay the higher rates: £11,500, not £1,500 (SDLTM09766, para 5)", () => {
    // £100,000 is attributable to each flat, so both meet Condition A (£40,000 or more): the higher rates apply
    // to the whole price whatever else the buyer owns. Standard £1,500 + 5% of £200,000.
    const result = sdlt(200_000, flats(individual, 2));
    expect(result).toMatchObject({ tax: 11_500, regime: 'higherRates' });
    expect(result.bands.map((b) => b.percent)).toEqual([5, 7]);
    expect(result.notes.join(' ')).toMatch(/two or more dwellings/);
    expect(sdlt(200_000, flats(additional, 2)).tax).toBe(11_500);
  });

  it('a first-time buyer of two flats at £400,000 gets no relief and pays the higher rates: £30,000, not £5,000 (Sch. 6ZA para 1(2))', () => {
    // Standard £10,000 (2% of £125,000 + 5% of £150,000) + 5% of £400,000.
    const result = sdlt(400_000, flats(firstTimeBuyer, 2));
    expect(result).toMatchObject({ tax: 30_000, regime: 'higherRates' });
    expect(result.notes.join(' ')).toMatch(/single dwelling/);
  });

  it("first-time buyers' relief is for a single dwelling even where the higher rates do not apply: 5 flats at £195,000 = £1,400", () => {
    // £39,000 a flat: none meets Condition A, so no higher rates (SDLTM09766); no relief either (Sch. 6ZA para 1(2)):
    // the standard rates, 2% of the £70,000 over £125,000.
    const result = sdlt(195_000, flats(firstTimeBuyer, 5));
    expect(result).toMatchObject({ tax: 1_400, regime: 'standard' });
    expect(result.notes.join(' ')).toMatch(/single dwelling/);
    expect(sdlt(195_000, firstTimeBuyer).tax).toBe(0); // one dwelling: the relief's nil band to £300,000
  });

  it('the higher rates test £40,000 per dwelling: three flats at £30,000 each = £0, not £4,500 (SDLTM09766a)', () => {
    // No flat has £40,000 or more attributable to it, so neither the para 5 test nor the para 6 test is met, even for
    // a buyer who owns another home: the standard rates on £90,000, £0.
    for (const buyer of [individual, additional]) expect(sdlt(90_000, flats(buyer, 3))).toMatchObject({ tax: 0, regime: 'standard' });
    expect(sdlt(90_000, flats(additional, 3)).notes.join(' ')).toMatch(/under £40,000 each/);
    // At £40,000 each they do: 5% of £120,000.
    expect(sdlt(120_000, flats(individual, 3))).toMatchObject({ tax: 6_000, regime: 'higherRates' });
  });

  it('the non-resident surcharge tests £40,000 on the whole transaction: three flats at £30,000 each pay 2% of £90,000, £1,800', () => {
    expect(sdlt(90_000, flats(nonResident(additional), 3)).tax).toBe(1_800);
  });
});
