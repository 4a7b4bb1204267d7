import type { DealInputs, DealScenario } from '../domain/deal-scenario';
import { analyseDeal, listingDealInputs, type DealAnalysis } from './deal-analysis';
import type { DealPrefill } from './deal-prefill';
import { londonDate, type IsoDate } from './london-date';
import { sdltRatesOn } from './sdlt';

/**
 * The deal analysis as it was when the offer was accepted, kept with the deal for the investor's portfolio: the
 * inputs, the SDLT rate table's date and the results, stored once and never recomputed, so a later Budget or a change
 * of the calculators does not rewrite what the purchase was analysed on.
 */

/** Where the inputs came from: the investor's own saved scenario of the listing, or the portal's starting assumptions. */
export type AnalysisSource = 'savedScenario' | 'startingAssumptions';

export interface AnalysisAtAcceptance {
  source: AnalysisSource;
  /** The saved scenario's name; null with the starting assumptions. */
  scenarioName: string | null;
  /** The acceptance's date in London: the figures are as at this day, with the SDLT rates in force on it. */
  asAt: IsoDate;
  /** The first completion date of the SDLT rate table used (sdlt.ts). */
  sdltRatesFrom: IsoDate;
  /** The inputs, the price set to the agreed price. */
  inputs: DealInputs;
  results: DealAnalysis;
}

export interface AcceptedAnalysisFacts {
  /** The listing's figures and the buyer's structure, as the calculator page prefills them (deal-prefill.ts). */
  prefill: DealPrefill;
  /** The investor's latest saved scenario of the listing, if any. */
  scenario?: Pick<DealScenario, 'name' | 'inputs'> | undefined;
  /** The agreed price (the reservation's), in pence. */
  pricePence: number;
  acceptedAt: string;
}

/** The analysis of an accepted offer: the starting inputs at the agreed price, analysed with the SDLT rates of the acceptance's day. */
export function analysisAtAcceptance({ prefill, scenario, pricePence, acceptedAt }: AcceptedAnalysisFacts): AnalysisAtAcceptance {
  const start = listingDealInputs(prefill, scenario);
  const inputs: DealInputs = { ...start.inputs, price: pricePence / 100 };
  const asAt = londonDate(acceptedAt);
  const rates = sdltRatesOn(asAt);
  return {
    source: start.scenarioName === null ? 'startingAssumptions' : 'savedScenario',
    scenarioName: start.scenarioName,
    asAt,
    sdltRatesFrom: rates.effectiveFrom,
    inputs,
    results: analyseDeal(inputs, rates),
  };
}
