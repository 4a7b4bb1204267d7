/**
 * Stamp Duty Land Tax on a purchase in England and Northern Ireland: residential, non-residential or mixed. The
 * rates are data: each table names the date it applies from and its source, so a Budget is one new table
 * (docs/architecture.md section 12). Scotland (LBTT) and Wales (LTT) have taxes of their own and are not covered.
 */
import type { PropertyUse } from '../domain/property-uses';
import type { PropertyType } from '../domain/property-values';

/** One band: the slice of the price above `from` up to `upTo` (null: no upper limit), taxed at `percent`. */
export interface SdltBand {
  readonly from: number;
  readonly upTo: number | null;
  readonly percent: number;
}

export interface SdltRateTable {
  /** The first completion date the table applies to (ISO date). */
  readonly effectiveFrom: string;
  readonly source: string;
  readonly standard: readonly SdltBand[];
  /** First-time buyers' relief: these bands instead of the standard ones, only up to `maxPrice`. */
  readonly firstTimeBuyer: { readonly bands: readonly SdltBand[]; readonly maxPrice: number };
  /**
   * Higher rates for additional dwellings: points added to every band, only where the price attributable to a
   * dwelling is `minPrice` or more (FA 2003 Sch. 4ZA paras 3(2) and 5(2)).
   */
  readonly higherRates: { readonly points: number; readonly minPrice: number };
  /**
   * Non-UK-resident surcharge: points added to every band (and to the company flat rate), only where the whole
   * transaction's price is `minPrice` or more (FA 2003 Sch. 9A para 2(3)).
   */
  readonly nonResident: { readonly points: number; readonly minPrice: number };
  /** A company (non-natural person) buying a dwelling over `over` pays `percent` on the whole price. */
  readonly companyFlatRate: { readonly percent: number; readonly over: number };
  /** Non-residential and mixed-use property (FA 2003 s.55 Table B), with its own source. */
  readonly nonResidential: { readonly bands: readonly SdltBand[]; readonly source: string };
  /** This many dwellings or more in one transaction are treated as non-residential property (FA 2003 s.116(7)). */
  readonly nonResidentialFromDwellings: number;
}

const GOV_UK_RATES = 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates';

/**
 * Unchanged since 17 March 2016 (HMRC policy paper 'Stamp Duty Land Tax: reform of charging provisions for
 * non-residential property'); the same bands for mixed-use property.
 */
const NON_RESIDENTIAL = {
  bands: [
    { from: 0, upTo: 150_000, percent: 0 },
    { from: 150_000, upTo: 250_000, percent: 2 },
    { from: 250_000, upTo: null, percent: 5 },
  ],
  source: "https://www.gov.uk/guidance/stamp-duty-land-tax-nonresidential-and-mixed-rates (HMRC, 'Stamp Duty Land Tax: non-residential and mixed rates')",
} as const;
/**
 * Multiple Dwellings Relief was abolished for transactions from 1 June 2024 (Finance (No. 2) Act 2024 s.7), so
 * six or more dwellings in one transaction must be treated as non-residential (HMRC SDLTM00410); both tables
 * below start after that date.
 */
const SIX_OR_MORE_DWELLINGS = 6;
/** Newest first. */
export const sdltRateTables: readonly SdltRateTable[] = [
  {
    effectiveFrom: '2025-04-01',
    source: `${GOV_UK_RATES} (HMRC, rates for completions from 1 April 2025)`,
    standard: [
      { from: 0, upTo: 125_000, percent: 0 },
      { from: 125_000, upTo: 250_000, percent: 2 },
      { from: 250_000, upTo: 925_000, percent: 5 },
      { from: 925_000, upTo: 1_500_000, percent: 10 },
      { from: 1_500_000, upTo: null, percent: 12 },
    ],
    firstTimeBuyer: {
      bands: [
        { from: 0, upTo: 300_000, percent: 0 },
        { from: 300_000, upTo: 500_000, percent: 5 },
      ],
      maxPrice: 500_000,
    },
    higherRates: { points: 5, minPrice: 40_000 },
    nonResident: { points: 2, minPrice: 40_000 },
    companyFlatRate: { percent: 17, over: 500_000 },
    nonResidential: NON_RESIDENTIAL,
    nonResidentialFromDwellings: SIX_OR_MORE_DWELLINGS,
  },
  {
    effectiveFrom: '2024-10-31',
    source: 'https://www.gov.uk/government/publications/changes-to-stamp-duty-land-tax-rates-for-residential-property (HMRC, 31 October 2024 to 31 March 2025)',
    standard: [
      { from: 0, upTo: 250_000, percent: 0 },
      { from: 250_000, upTo: 925_000, percent: 5 },
      { from: 925_000, upTo: 1_500_000, percent: 10 },
      { from: 1_500_000, upTo: null, percent: 12 },
    ],
    firstTimeBuyer: {
      bands: [
        { from: 0, upTo: 425_000, percent: 0 },
        { from: 425_000, upTo: 625_000, percent: 5 },
      ],
      maxPrice: 625_000,
    },
    higherRates: { points: 5, minPrice: 40_000 },
    nonResident: { points: 2, minPrice: 40_000 },
    companyFlatRate: { percent: 17, over: 500_000 },
    nonResidential: NON_RESIDENTIAL,
    nonResidentialFromDwellings: SIX_OR_MORE_DWELLINGS,
  },
];

/** The table in force on a completion date (ISO date); the newest one by default. */
export function sdltRatesOn(date?: string): SdltRateTable {
  const table = date === undefined ? sdltRateTables[0] : sdltRateTables.find((t) => t.effectiveFrom <= date);
  if (!table) throw new Error(`No SDLT rates for ${date}`);
  return table;
}

export type SdltPropertyUse = PropertyUse;

/**
 * The rate table a listing's type implies (FA 2003 s.116: residential property is a building used or suitable for
 * use as a dwelling; anything else is non-residential). Commercial Space and Land are non-residential. Mixed
 * Commercial is mixed: its units are commercial and residential space bought together (a shop with flats above),
 * which HMRC taxes at the non-residential rates; since mixed and non-residential share one table, the choice
 * between the two only changes the label, never the figure. A Block of Flats and an HMO are residential (the
 * number of dwellings then decides, see `sdlt`).
 */
export const sdltPropertyUseOf: Readonly<Record<PropertyType, SdltPropertyUse>> = {
  Flat: 'residential',
  'Detached House': 'residential',
  'Semi Detached': 'residential',
  Terrace: 'residential',
  Bungalow: 'residential',
  HMO: 'residential',
  'Block of Flats': 'residential',
  'Commercial Space': 'non-residential',
  Land: 'non-residential',
  'Mixed Commercial': 'mixed',
};

/** A listing's rate table from its type; residential for a type the portal does not know. */
export const sdltPropertyUse = (propertyType: string | null | undefined): SdltPropertyUse =>
  (sdltPropertyUseOf as Record<string, SdltPropertyUse | undefined>)[propertyType ?? ''] ?? 'residential';

export interface SdltBuyer {
  /** The purchase adds a dwelling to ones the buyer already owns (a buy-to-let by a home owner). */
  additionalProperty: boolean;
  firstTimeBuyer: boolean;
  ukResident: boolean;
  company: boolean;
  /** What is bought; residential when not given. */
  propertyUse?: SdltPropertyUse;
  /** Dwellings bought in this one transaction (residential property); 1 when not given. */
  dwellings?: number;
  /** A company buying for a qualifying property rental business (FA 2003 Sch. 4A para 5). */
  rentalBusiness?: boolean;
}

export type SdltRegime = 'standard' | 'firstTimeBuyer' | 'higherRates' | 'companyFlatRate' | 'nonResidential';

export interface SdltBandResult {
  from: number;
  upTo: number | null;
  percent: number;
  /** The part of the price in this band, in pounds. */
  taxable: number;
  /** Tax on that part, in pounds (exact, in whole pence for a price in whole pounds). */
  tax: number;
}

export interface SdltResult {
  /** In whole pounds, rounded down as HMRC's calculator shows it. */
  tax: number;
  /** The exact sum of the bands, in pence. */
  taxPence: number;
  /** Tax as a percentage of the price. */
  effectiveRate: number;
  regime: SdltRegime;
  /** Which rates the figure uses, in plain words for the screen. */
  ratesUsed: string;
  bands: SdltBandResult[];
  /** What the figure assumes or leaves out, in plain words. */
  notes: string[];
  rates: Pick<SdltRateTable, 'effectiveFrom' | 'source'>;
}

export const SDLT_COVERAGE = 'England and Northern Ireland only: Scotland (LBTT) and Wales (LTT) are not covered.';
export const SDLT_ESTIMATE = 'This is an estimate from the price and your answers, not a tax return: your conveyancer confirms the figure.';
export const COMPANY_RELIEFS_NOTE =
  "A company buying for a property rental business is relieved from the 17% rate and pays the higher residential rates instead (FA 2003 Sch. 4A): answer 'Property rental business' if that is yours.";
export const RENTAL_BUSINESS_NOTE =
  'Relieved from the 17% rate as a property rental business (FA 2003 Sch. 4A para 5): the higher residential rates apply instead. HMRC withdraws the relief if, within three years, the dwelling is no longer used in that business or is lived in by someone connected with the company.';
export const SIX_DWELLINGS_NOTE =
  'Six or more dwellings bought in one transaction are treated as non-residential property (FA 2003 s.116(7); HMRC SDLTM00410). Multiple Dwellings Relief ended for purchases from 1 June 2024.';
export const MIXED_USE_NOTE =
  'A purchase with both residential and non-residential parts (a shop with a flat above) pays the non-residential rates on the whole price.';
export const SEVERAL_DWELLINGS_NOTE =
  'An individual buying two or more dwellings in one purchase pays the higher rates whether or not they own another home, where £40,000 or more of the price is attributable to each of at least two of them (FA 2003 Sch. 4ZA para 5; HMRC SDLTM09766).';
export const FIRST_TIME_BUYER_SINGLE_DWELLING_NOTE =
  "First-time buyers' relief is only for the purchase of a single dwelling (FA 2003 Sch. 6ZA para 1(2)), so it does not apply here.";
/**
 * What the 'UK resident' answer asks (FA 2003 Sch. 9A paras 4 and 7; HMRC SDLTM09880 for individuals, SDLTM09900 for
 * companies; gov.uk 'Rates of Stamp Duty Land Tax for non-UK residents'). Not the Statutory Residence Test of other taxes.
 */
export const UK_RESIDENT_HINT =
  'For stamp duty, a person is UK resident if they were in the UK on at least 183 days in the 12 months before the purchase (one who reaches 183 days in the year after it can claim the surcharge back). A company is not UK resident if it is not resident for Corporation Tax, or if it is a UK close company controlled by people who are not UK resident. Answer No and the 2% surcharge is added from £40,000.';
export const NON_RESIDENTIAL_SURCHARGES_NOTE =
  "The higher rates for additional dwellings, the non-UK-resident surcharge and first-time buyers' relief apply only to residential property.";

const withPoints = (bands: readonly SdltBand[], points: number): SdltBand[] => bands.map((band) => ({ ...band, percent: band.percent + points }));
const pounds = (value: number) => value.toLocaleString('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/** Pence in a band: whole-pound slices times a whole percent stay whole pence. */
function bandsFor(pricePence: number, bands: readonly SdltBand[]): { rows: SdltBandResult[]; totalPence: number } {
  let totalPence = 0;
  const rows = bands.flatMap((band) => {
    const fromPence = band.from * 100;
    const upToPence = band.upTo === null ? Infinity : band.upTo * 100;
    const slice = Math.max(0, Math.min(pricePence, upToPence) - fromPence);
    if (slice <= 0 && band.from > 0) return [];
    const taxPence = Math.round((slice * band.percent) / 100);
    totalPence += taxPence;
    return [{ from: band.from, upTo: band.upTo, percent: band.percent, taxable: slice / 100, tax: taxPence / 100 }];
  });
  return { rows, totalPence };
}

function result(price: number, regime: SdltRegime, ratesUsed: string, bands: readonly SdltBand[], notes: string[], source: SdltResult['rates']): SdltResult {
  const { rows, totalPence } = bandsFor(Math.round(Math.max(0, price) * 100), bands);
  const tax = Math.floor(totalPence / 100);
  return { tax, taxPence: totalPence, effectiveRate: price > 0 ? (tax / price) * 100 : 0, regime, ratesUsed, bands: rows, notes, rates: source };
}

/**
 * SDLT on a purchase (HMRC, 'Stamp Duty Land Tax: residential property rates', 'Stamp Duty Land Tax: non-residential
 * and mixed rates', and the SDLT manual):
 * - non-residential and mixed-use property, and six or more dwellings in one transaction (FA 2003 s.116(7)), pay
 *   the non-residential rates, with no surcharge and no first-time buyers' relief (those are residential only);
 * - a company (non-natural person) pays the higher rates whether or not it owns other dwellings, and on a dwelling
 *   over £500,000 the 17% rate on the whole price (FA 2003 Schedule 4A) unless it buys for a qualifying property
 *   rental business (Sch. 4A para 5), which pays the higher rates instead (HMRC SDLTM09555). The £500,000 is per
 *   dwelling (a 'higher threshold interest', SDLTM09515): the price is taken as shared equally between dwellings;
 * - the higher rates (+5 points) apply to an additional dwelling, and to a company, only from £40,000
 *   (FA 2003 Schedule 4ZA: a purchase under £40,000 is not a higher rates transaction);
 * - an individual buying two or more dwellings in one transaction pays the higher rates whether or not they own
 *   another home, where at least two of the dwellings each have £40,000 or more of the price attributable to them
 *   (Sch. 4ZA para 5; HMRC SDLTM09766); where none has, neither that test nor the one for a single qualifying
 *   dwelling (para 6; SDLTM09766a) is met. With the price shared equally, that is every dwelling or none;
 * - first-time buyers' relief applies only to a buyer who has never owned a dwelling (so not with an additional
 *   property, nor to a company), only to a single dwelling (FA 2003 Sch. 6ZA para 1(2)), never with the higher
 *   rates (para 1(7)), and not at all over its maximum price;
 * - a non-UK resident pays 2 points more on every band and on the flat rate (FA 2003 Schedule 9A), only on a
 *   transaction of £40,000 or more, the whole price, not each dwelling's (Sch. 9A para 2(3); HMRC SDLTM09860).
 */
export function sdlt(price: number, buyer: SdltBuyer, rates: SdltRateTable = sdltRatesOn()): SdltResult {
  const use = buyer.propertyUse ?? 'residential';
  const dwellings = Math.max(1, Math.floor(buyer.dwellings ?? 1));
  const residentialSource = { effectiveFrom: rates.effectiveFrom, source: rates.source };
  const nonResidentialSource = { effectiveFrom: rates.effectiveFrom, source: rates.nonResidential.source };
  const notes: string[] = [SDLT_COVERAGE];
  const company = buyer.company;
  const overFlatRateThreshold = company && use === 'residential' && price / dwellings > rates.companyFlatRate.over;
  const relieved = overFlatRateThreshold && buyer.rentalBusiness === true;
  const multiple = dwellings > 1 ? ` Assumes the price is shared equally between the ${dwellings} dwellings.` : '';

  if (use !== 'residential' || (dwellings >= rates.nonResidentialFromDwellings && !(overFlatRateThreshold && !relieved))) {
    if (use === 'mixed') notes.push(MIXED_USE_NOTE);
    else if (use === 'residential') notes.push(SIX_DWELLINGS_NOTE);
    if (buyer.firstTimeBuyer || buyer.additionalProperty || company || !buyer.ukResident) notes.push(NON_RESIDENTIAL_SURCHARGES_NOTE);
    if (company && use === 'mixed')
      notes.push('A dwelling worth over £500,000 within a mixed purchase by a company can still be charged at 17% (HMRC SDLTM09535): not computed here.');
    if (relieved) notes.push(RENTAL_BUSINESS_NOTE);
    const ratesUsed =
      use === 'mixed'
        ? 'Mixed-use rates (the non-residential rates)'
        : use === 'residential'
          ? `Non-residential rates: ${dwellings} dwellings in one purchase (6 or more dwellings are treated as non-residential)`
          : 'Non-residential rates';
    return result(price, 'nonResidential', ratesUsed, rates.nonResidential.bands, notes, nonResidentialSource);
  }

  const surcharge = !buyer.ukResident && price >= rates.nonResident.minPrice ? rates.nonResident.points : 0;
  const severalDwellings = !company && dwellings > 1;
  const higher = severalDwellings
    ? price / dwellings >= rates.higherRates.minPrice
    : (company || buyer.additionalProperty) && price >= rates.higherRates.minPrice;
  let regime: SdltRegime;
  let bands: readonly SdltBand[];
  let ratesUsed: string;
  if (overFlatRateThreshold && !relieved) {
    regime = 'companyFlatRate';
    bands = [{ from: 0, upTo: null, percent: rates.companyFlatRate.percent }];
    ratesUsed = `The ${rates.companyFlatRate.percent}% rate for a company buying a dwelling over ${pounds(rates.companyFlatRate.over)}`;
    notes.push(COMPANY_RELIEFS_NOTE + multiple);
  } else if (higher) {
    regime = 'higherRates';
    bands = withPoints(rates.standard, rates.higherRates.points);
    ratesUsed = company ? 'Residential higher rates (a company buying a dwelling)' : 'Residential higher rates for additional dwellings';
    if (relieved) notes.push(RENTAL_BUSINESS_NOTE + multiple);
    if (severalDwellings) notes.push(SEVERAL_DWELLINGS_NOTE + multiple);
  } else if (buyer.firstTimeBuyer && !company && !buyer.additionalProperty && dwellings === 1 && price <= rates.firstTimeBuyer.maxPrice) {
    regime = 'firstTimeBuyer';
    bands = rates.firstTimeBuyer.bands;
    ratesUsed = "Residential rates with first-time buyers' relief";
  } else {
    regime = 'standard';
    bands = rates.standard;
    ratesUsed = 'Residential rates';
  }
  if (buyer.firstTimeBuyer && regime !== 'firstTimeBuyer') {
    notes.push(
      company || buyer.additionalProperty
        ? "First-time buyers' relief is only for a person buying their first home, so it does not apply here."
        : dwellings > 1
          ? FIRST_TIME_BUYER_SINGLE_DWELLING_NOTE
          : `First-time buyers' relief does not apply over ${pounds(rates.firstTimeBuyer.maxPrice)}.`,
    );
  }
  if (severalDwellings && !higher)
    notes.push(`The higher rates do not apply to dwellings bought for under ${pounds(rates.higherRates.minPrice)} each.${multiple}`);
  else if ((company || buyer.additionalProperty) && !higher) notes.push('The higher rates do not apply to a purchase under £40,000.');
  if (!buyer.ukResident && !surcharge) notes.push(`The non-UK-resident surcharge does not apply to a purchase under ${pounds(rates.nonResident.minPrice)}.`);
  if (dwellings > 1 && regime !== 'companyFlatRate')
    notes.push(`Residential rates on the whole price of the ${dwellings} dwellings: Multiple Dwellings Relief ended for purchases from 1 June 2024.`);
  if (surcharge) {
    notes.push(`Includes the ${surcharge}% surcharge for a buyer who is not UK resident.`);
    ratesUsed += `, with the ${surcharge}% non-UK-resident surcharge`;
  }
  return result(price, regime, ratesUsed, withPoints(bands, surcharge), notes, residentialSource);
}
