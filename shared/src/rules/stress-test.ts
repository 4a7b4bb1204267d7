/**
 * A buy-to-let lender's rental stress test (the interest cover ratio of the PRA's underwriting standards,
 * SS13/16): the rent must cover the interest on the loan at a stressed rate by a margin. The margin and the rate
 * are the lender's, so they are inputs with labelled defaults (ARCHITECTURE.md section 12), never hidden constants.
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
  pass: boolean;
  /** The largest loan the rent supports at this rate and ratio (null without a rate or ratio). */
  maxLoan: number | null;
  /** Stressed monthly interest on the loan. */
  stressedMonthlyInterest: number;
}

/** ICR = monthly rent / (loan x stress rate / 12); passes at or above the required ratio. */
export function stressTest({ monthlyRent, loan, stressRatePercent, icrPercent }: StressTestInputs): StressTestResult {
  const stressedMonthlyInterest = (loan * stressRatePercent) / 100 / 12;
  const icr = stressedMonthlyInterest > 0 ? (monthlyRent / stressedMonthlyInterest) * 100 : null;
  const maxLoan = stressRatePercent > 0 && icrPercent > 0 ? (monthlyRent * 12) / ((icrPercent / 100) * (stressRatePercent / 100)) : null;
  // Comparing in whole basis points keeps a ratio that is exactly the requirement from failing on float noise.
  return { icrPercent: icr, pass: icr === null ? true : Math.round(icr * 100) >= Math.round(icrPercent * 100), maxLoan, stressedMonthlyInterest };
}
