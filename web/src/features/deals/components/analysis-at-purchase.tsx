import { useId } from 'react';
import type { AnalysisAtAcceptance } from '@shared/rules/analysis-at-acceptance';
import type { DealFinancing } from '@shared/rules/deal-stages';
import { formatPence } from '@shared/rules/sourcing-fee';
import { analysisSourceText, analysisSummaryFigures } from '@shared/views/deal-analysis-figures';
import { FigureList } from '../../../components/ui/figure-list';
import { dayUk } from '../lib/format';

/**
 * The deal analysis as it was when the offer was accepted, as kept with the deal (never worked out again): the day it
 * is as at, the assumptions it came from, the SDLT rates' date, and its figures for the deal's way of paying.
 */
export function AnalysisAtPurchase({ analysis, financing, pricePence }: { analysis: AnalysisAtAcceptance; financing: DealFinancing; pricePence: number }) {
  const headingId = useId();
  return (
    <section className="my-deal__section" aria-labelledby={headingId}>
      <h4 id={headingId}>Deal analysis at purchase</h4>
      <p className="my-deal__note" data-testid="analysis-as-at">
        As at {dayUk(analysis.asAt)}, at the agreed price of {formatPence(pricePence)}, from {analysisSourceText(analysis)}. Stamp duty at the rates for
        completions from {dayUk(analysis.sdltRatesFrom)}.
      </p>
      <FigureList figures={analysisSummaryFigures(analysis, financing).map((figure) => ({ ...figure, testId: `analysis-${figure.key}` }))} />
    </section>
  );
}
