import type { AnalysisAtAcceptance } from '../rules/analysis-at-acceptance';
import type { DealFinancing } from '../rules/deal-stages';
import { formatPrice } from '../rules/money';
import { stressTestLine } from '../rules/stress-test';

/**
 * The deal analysis's results in words: the calculator's names for them, and the summary of an analysis kept with a
 * deal (My deals), so the two always call a figure the same.
 */

export const dealFigureLabels = {
  sdlt: 'Stamp Duty Land Tax',
  yieldAndReturn: 'Yield and return',
  grossYield: 'Gross yield',
  netYield: 'Net yield',
  netIncome: 'Net income a year',
  purchaseCosts: 'Purchase costs',
  cashInvested: 'Cash invested',
  monthlyCashFlow: 'Monthly cash flow',
  returnOnCash: 'Return on cash',
  stressTest: 'Buy-to-let stress test',
  loan: 'Loan',
  maxLoan: 'Largest loan the rent supports',
} as const;

/** A percentage as the calculator shows it: '7.25%', or '–' when there is none (no price, no cash invested). */
export const percentText = (value: number | null, digits = 2): string => (value === null ? '–' : `${value.toFixed(digits)}%`);

/** One figure of a summary: its name and its value in words. */
export interface FigureText {
  key: string;
  label: string;
  value: string;
}

/** Where the analysis's inputs came from, as a sentence ends: 'your saved scenario ‘Base case’'. */
export const analysisSourceText = (analysis: Pick<AnalysisAtAcceptance, 'source' | 'scenarioName'>): string =>
  analysis.source === 'savedScenario' ? `your saved scenario ‘${analysis.scenarioName}’` : 'the portal’s starting assumptions';

/**
 * A kept analysis's summary in the calculator's names: the stamp duty, the yields, and the cash invested, cash flow and
 * return on cash of the deal's way of paying (the calculator's Cash or Mortgage column), with the lender's stress test
 * for a mortgage.
 */
export function analysisSummaryFigures(analysis: Pick<AnalysisAtAcceptance, 'results' | 'inputs'>, financing: DealFinancing): FigureText[] {
  const { sdlt, returns, stressTest } = analysis.results;
  const paid = financing === 'cash' ? returns.cash : returns.mortgage;
  const how = financing === 'cash' ? ' (cash purchase)' : ' (with a mortgage)';
  return [
    { key: 'sdlt', label: dealFigureLabels.sdlt, value: formatPrice(sdlt.tax) },
    { key: 'cashInvested', label: `${dealFigureLabels.cashInvested}${how}`, value: formatPrice(paid.cashInvested) },
    { key: 'grossYield', label: dealFigureLabels.grossYield, value: percentText(returns.grossYield) },
    { key: 'netYield', label: dealFigureLabels.netYield, value: percentText(returns.netYield) },
    { key: 'monthlyCashFlow', label: `${dealFigureLabels.monthlyCashFlow}${how}`, value: formatPrice(paid.monthlyCashFlow) },
    { key: 'returnOnCash', label: `${dealFigureLabels.returnOnCash}${how}`, value: percentText(paid.returnOnCash) },
    ...(financing === 'mortgage'
      ? [{ key: 'stressTest', label: dealFigureLabels.stressTest, value: stressTestLine(stressTest, analysis.inputs.icrPercent) }]
      : []),
  ];
}
