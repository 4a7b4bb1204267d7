/**
 * The standard rate of VAT in the UK, as dated data (docs/architecture.md section 12): a change of rate is one new row.
 * Rates in basis points (2000 = 20%), so VAT on pence stays integer arithmetic.
 */
export interface VatRate {
  /** The first day the rate applies (ISO date). */
  readonly effectiveFrom: string;
  readonly standardRateBasisPoints: number;
  readonly source: string;
}

/** Newest first. */
export const vatRates: readonly VatRate[] = [
  {
    effectiveFrom: '2011-01-04',
    standardRateBasisPoints: 2000,
    source: 'Value Added Tax Act 1994 s.2(1), as amended by the Finance (No. 2) Act 2010 s.3 (20% from 4 January 2011); https://www.gov.uk/vat-rates',
  },
  {
    effectiveFrom: '2010-01-01',
    standardRateBasisPoints: 1750,
    source: 'Value Added Tax Act 1994 s.2(1) (17.5% again from 1 January 2010, after the temporary 15%); https://www.gov.uk/vat-rates',
  },
];

/** The rate in force on `at` (an instant or an ISO date). */
export function vatRateOn(at: Date | string): VatRate {
  const day = typeof at === 'string' ? at.slice(0, 10) : at.toISOString().slice(0, 10);
  const rate = vatRates.find((r) => r.effectiveFrom <= day);
  if (!rate) throw new Error(`No VAT rate is recorded for ${day} (shared/src/rules/vat.ts).`);
  return rate;
}

/**
 * `amountPence` x `basisPoints` / 10000, rounded to the nearest penny with a half penny rounded up (HMRC VAT Notice 700
 * section 17.5 allows rounding VAT to the nearest penny). Integers in, an integer out.
 */
export const percentOfPence = (amountPence: number, basisPoints: number): number => Math.floor((amountPence * basisPoints + 5_000) / 10_000);
