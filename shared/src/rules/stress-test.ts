/**
 * A buy-to-let lender's rental stress test (the interest cover ratio of the PRA's underwriting standards,
 * SS13/16): the rent must cover the interest on the loan at a stressed rate by a margin. The margin and the rate
 * are the lender's, so they are inputs with labelled defaults (docs/architecture.md section 12), never hidden constants.
 */

/** Assumptions most lenders use; each is an input the investor can change. */
export const STRESS_TEST_DEFAULTS = {
  /** Interest cover ratio for a limited company borrower, percent. */
  companyIcrPercent: 125,
  /** Interest cover ratio for a higher-rate taxpayer, percent. */
  higherRateTaxpayerIcrPercent: 145,
  /** The stressed interest rate, percent a year. */
  stressRatePercent: 5.5,
} as const;

/** The default interest cover ratio for a buyer: 125% for a company, else 145% (a higher-rate taxpayer). */
export const defaultIcrPercent = (company: boolean): number =>
  company ? STRESS_TEST_DEFAULTS.companyIcrPercent : STRESS_TEST_DEFAULTS.higherRateTaxpayerIcrPercent;

export interface StressTestInputs {
  monthlyRent: number;
  loan: number;
  stressRatePercent: number;
  /** The lender's required interest cover ratio, percent. */
  icrPercent: number;
}

export interface StressTestResult {
  /** Monthly rent / (loan x stress rate / 12), percent; null without a loan or a rate (nothing to cover). */
  icrPercent: number | null;
  /** The ratio to the hundredth of a percent: the figure the verdict compares, and the one shown. */
  shownIcrPercent: number | null;
  pass: boolean;
  /** The largest loan the rent supports at this rate and ratio (null without a rate or ratio). */
  maxLoan: number | null;
  /** Stressed monthly interest on the loan. */
  stressedMonthlyInterest: number;
}

/** Hundredths of a percent: the precision of the verdict and of the figure shown with it. */
const toHundredths = (percent: number) => Math.round(percent * 100) / 100;

/**
 * ICR = monthly rent / (loan x stress rate / 12); passes at or above the required ratio. Both are compared to the
 * hundredth of a percent, the precision the screen shows, so the figure shown never contradicts the verdict (and
 * a ratio that is exactly the requirement does not fail on float noise).
 */
export function stressTest({ monthlyRent, loan, stressRatePercent, icrPercent }: StressTestInputs): StressTestResult {
  const stressedMonthlyInterest = (loan * stressRatePercent) / 100 / 12;
  const icr = stressedMonthlyInterest > 0 ? (monthlyRent / stressedMonthlyInterest) * 100 : null;
  const shown = icr === null ? null : toHundredths(icr);
  const maxLoan = stressRatePercent > 0 && icrPercent > 0 ? (monthlyRent * 12) / ((icrPercent / 100) * (stressRatePercent / 100)) : null;
  return { icrPercent: icr, shownIcrPercent: shown, pass: shown === null ? true : shown >= toHundredths(icrPercent), maxLoan, stressedMonthlyInterest };
}

/** The verdict in words, with the ratio as the verdict compared it: 'Fails: interest cover 144.64% (145% required)'. */
export function stressTestLine(result: StressTestResult, requiredPercent: number): string {
  if (result.shownIcrPercent === null) return 'No loan to test';
  return `${result.pass ? 'Passes' : 'Fails'}: interest cover ${result.shownIcrPercent.toFixed(2)}% (${toHundredths(requiredPercent)}% required)`;
}
