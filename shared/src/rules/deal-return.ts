/**
 * Yield and return on a buy-to-let purchase: gross and net yield, purchase costs, the cash a purchase ties up and
 * what it returns, for a cash purchase and for an interest-only mortgage.
 */

export interface RunningCostInputs {
  /** The monthly rent, in pounds. */
  monthlyRent: number;
  /** Letting agent's fee, percent of the rent collected. */
  lettingFeePercent: number;
  /** Maintenance allowance, percent of the rent collected. */
  maintenancePercent: number;
  /** Yearly amounts, in pounds. */
  insurance: number;
  groundRent: number;
  serviceCharge: number;
  /** Weeks a year without a tenant. */
  voidWeeks: number;
}

export interface PurchaseCostInputs {
  sdlt: number;
  legalFees: number;
  survey: number;
  refurbishment: number;
}

export interface MortgageInputs {
  /** The deposit, percent of the price; the rest is the loan. */
  depositPercent: number;
  /** The mortgage's yearly interest rate, percent (interest-only). */
  mortgageRatePercent: number;
}

export interface ReturnOnCash {
  loan: number;
  /** The price less the loan. */
  deposit: number;
  /** The deposit plus the purchase costs. */
  cashInvested: number;
  annualInterest: number;
  /** Net income less mortgage interest, a year and a month. */
  annualCashFlow: number;
  monthlyCashFlow: number;
  /** The yearly cash flow as a percentage of the cash invested (null with no cash invested). */
  returnOnCash: number | null;
}

export interface DealReturn {
  annualRent: number;
  /** The rent actually collected: the annual rent less the void weeks. */
  collectedRent: number;
  runningCosts: number;
  netIncome: number;
  /** Annual rent / price, percent (null without a price). */
  grossYield: number | null;
  /** Net income (after costs and voids) / price, percent. */
  netYield: number | null;
  purchaseCosts: number;
  cash: ReturnOnCash;
  mortgage: ReturnOnCash;
}

const WEEKS_A_YEAR = 52;
const percentOf = (part: number, whole: number): number | null => (whole > 0 ? (part / whole) * 100 : null);

/** The rent collected in a year and what running the let costs out of it. */
export function netIncome(inputs: RunningCostInputs): { annualRent: number; collectedRent: number; runningCosts: number; netIncome: number } {
  const annualRent = inputs.monthlyRent * 12;
  const voidWeeks = Math.min(Math.max(inputs.voidWeeks, 0), WEEKS_A_YEAR);
  const collectedRent = (annualRent * (WEEKS_A_YEAR - voidWeeks)) / WEEKS_A_YEAR;
  const runningCosts =
    (collectedRent * (inputs.lettingFeePercent + inputs.maintenancePercent)) / 100 + inputs.insurance + inputs.groundRent + inputs.serviceCharge;
  return { annualRent, collectedRent, runningCosts, netIncome: collectedRent - runningCosts };
}

export const purchaseCosts = (costs: PurchaseCostInputs): number => costs.sdlt + costs.legalFees + costs.survey + costs.refurbishment;

function returnOnCash(price: number, loan: number, costs: number, income: number, ratePercent: number): ReturnOnCash {
  const deposit = price - loan;
  const cashInvested = deposit + costs;
  const annualInterest = (loan * ratePercent) / 100;
  const annualCashFlow = income - annualInterest;
  return {
    loan,
    deposit,
    cashInvested,
    annualInterest,
    annualCashFlow,
    monthlyCashFlow: annualCashFlow / 12,
    returnOnCash: percentOf(annualCashFlow, cashInvested),
  };
}

/** Every figure of the yield and return calculator, for a cash purchase and a mortgage side by side. */
export function dealReturn(price: number, running: RunningCostInputs, costs: PurchaseCostInputs, mortgage: MortgageInputs): DealReturn {
  const income = netIncome(running);
  const totalCosts = purchaseCosts(costs);
  const loan = Math.max(0, (price * (100 - Math.min(Math.max(mortgage.depositPercent, 0), 100))) / 100);
  return {
    ...income,
    grossYield: percentOf(income.annualRent, price),
    netYield: percentOf(income.netIncome, price),
    purchaseCosts: totalCosts,
    cash: returnOnCash(price, 0, totalCosts, income.netIncome, 0),
    mortgage: returnOnCash(price, loan, totalCosts, income.netIncome, mortgage.mortgageRatePercent),
  };
}
