/**
 * Stamp Duty Land Tax on a residential purchase in England and Northern Ireland. The rates are data: each
 * table names the date it applies from and its source, so a Budget is one new table (ARCHITECTURE.md section 12).
 * Scotland (LBTT) and Wales (LTT) have taxes of their own and are not covered.
 */

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
  /** Higher rates for additional dwellings: points added to every band, not below `minPrice`. */
  readonly higherRates: { readonly points: number; readonly minPrice: number };
  /** Non-UK-resident surcharge: points added to every band (and to the company flat rate). */
  readonly nonResidentPoints: number;
  /** A company (non-natural person) buying a dwelling over `over` pays `percent` on the whole price. */
  readonly companyFlatRate: { readonly percent: number; readonly over: number };
}

const GOV_UK_RATES = 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates';

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
    nonResidentPoints: 2,
    companyFlatRate: { percent: 17, over: 500_000 },
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
    nonResidentPoints: 2,
    companyFlatRate: { percent: 17, over: 500_000 },
  },
];

/** The table in force on a completion date (ISO date); the newest one by default. */
export function sdltRatesOn(date?: string): SdltRateTable {
  const table = date === undefined ? sdltRateTables[0] : sdltRateTables.find((t) => t.effectiveFrom <= date);
  if (!table) throw new Error(`No SDLT rates for ${date}`);
  return table;
}

export interface SdltBuyer {
  /** The purchase adds a dwelling to ones the buyer already owns (a buy-to-let by a home owner). */
  additionalProperty: boolean;
  firstTimeBuyer: boolean;
  ukResident: boolean;
  company: boolean;
}

export type SdltRegime = 'standard' | 'firstTimeBuyer' | 'higherRates' | 'companyFlatRate';

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
  bands: SdltBandResult[];
  /** What the figure assumes or leaves out, in plain words. */
  notes: string[];
  rates: Pick<SdltRateTable, 'effectiveFrom' | 'source'>;
}

export const SDLT_COVERAGE = 'England and Northern Ireland only: Scotland (LBTT) and Wales (LTT) are not covered.';
export const COMPANY_RELIEFS_NOTE =
  'Reliefs from the 17% rate, such as the one for a property rental business, exist and are not computed: the figure is the rate before any relief is claimed.';

const withPoints = (bands: readonly SdltBand[], points: number): SdltBand[] => bands.map((band) => ({ ...band, percent: band.percent + points }));

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

/**
 * SDLT on a residential purchase (HMRC, 'Stamp Duty Land Tax: residential property rates', and the SDLT manual):
 * - a company (non-natural person) pays the higher rates whether or not it owns other dwellings, and on a dwelling
 *   over £500,000 the 17% rate on the whole price (FA 2003 Schedule 4A);
 * - the higher rates (+5 points) apply to an additional dwelling, and to a company, only from £40,000
 *   (FA 2003 Schedule 4ZA: a purchase under £40,000 is not a higher rates transaction);
 * - first-time buyers' relief applies only to a buyer who has never owned a dwelling (so not with an additional
 *   property, nor to a company), and not at all over its maximum price;
 * - a non-UK resident pays 2 points more on every band and on the flat rate (FA 2003 Schedule 9A).
 */
export function sdlt(price: number, buyer: SdltBuyer, rates: SdltRateTable = sdltRatesOn()): SdltResult {
  const pricePence = Math.round(Math.max(0, price) * 100);
  const surcharge = buyer.ukResident ? 0 : rates.nonResidentPoints;
  const notes: string[] = [SDLT_COVERAGE];
  const higher = (buyer.company || buyer.additionalProperty) && price >= rates.higherRates.minPrice;

  let regime: SdltRegime;
  let bands: readonly SdltBand[];
  if (buyer.company && price > rates.companyFlatRate.over) {
    regime = 'companyFlatRate';
    bands = [{ from: 0, upTo: null, percent: rates.companyFlatRate.percent }];
    notes.push(COMPANY_RELIEFS_NOTE);
  } else if (higher) {
    regime = 'higherRates';
    bands = withPoints(rates.standard, rates.higherRates.points);
  } else if (buyer.firstTimeBuyer && !buyer.company && !buyer.additionalProperty && price <= rates.firstTimeBuyer.maxPrice) {
    regime = 'firstTimeBuyer';
    bands = rates.firstTimeBuyer.bands;
  } else {
    regime = 'standard';
    bands = rates.standard;
  }
  if (buyer.firstTimeBuyer && regime !== 'firstTimeBuyer') {
    notes.push(
      buyer.company || buyer.additionalProperty
        ? "First-time buyers' relief is only for a person buying their first home, so it does not apply here."
        : `First-time buyers' relief does not apply over ${rates.firstTimeBuyer.maxPrice.toLocaleString('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })}.`,
    );
  }
  if ((buyer.company || buyer.additionalProperty) && !higher) notes.push('The higher rates do not apply to a purchase under £40,000.');
  if (surcharge) notes.push(`Includes the ${surcharge}% surcharge for a buyer who is not UK resident.`);

  const { rows, totalPence } = bandsFor(pricePence, withPoints(bands, surcharge));
  const tax = Math.floor(totalPence / 100);
  return {
    tax,
    taxPence: totalPence,
    effectiveRate: price > 0 ? (tax / price) * 100 : 0,
    regime,
    bands: rows,
    notes,
    rates: { effectiveFrom: rates.effectiveFrom, source: rates.source },
  };
}
