import type { DealInputs, DealScenario } from '../domain/deal-scenario';
import type { DealPrefill } from './deal-prefill';
import { dealReturn, type DealReturn } from './deal-return';
import { sdlt, sdltPropertyUse, sdltRatesOn, type SdltRateTable, type SdltResult } from './sdlt';
import { defaultIcrPercent, STRESS_TEST_DEFAULTS, stressTest, type StressTestResult } from './stress-test';

export interface DealAnalysis {
  sdlt: SdltResult;
  returns: DealReturn;
  stressTest: StressTestResult;
}

/** Every result of the three calculators from one set of inputs; SDLT counts as a purchase cost. */
export function analyseDeal(inputs: DealInputs, rates: SdltRateTable = sdltRatesOn()): DealAnalysis {
  const tax = sdlt(inputs.price, inputs, rates);
  const returns = dealReturn(inputs.price, inputs, { ...inputs, sdlt: tax.tax }, inputs);
  return {
    sdlt: tax,
    returns,
    stressTest: stressTest({
      monthlyRent: inputs.monthlyRent,
      loan: returns.mortgage.loan,
      stressRatePercent: inputs.stressRatePercent,
      icrPercent: inputs.icrPercent,
    }),
  };
}

/** Dwellings bought with a listing: a Block of Flats is as many as its rental units; anything else is one. */
export const listingDwellings = (prefill: Pick<DealPrefill, 'propertyType' | 'rentalUnitCount'>): number =>
  prefill.propertyType === 'Block of Flats' && (prefill.rentalUnitCount ?? 0) > 0 ? Math.min(500, prefill.rentalUnitCount!) : 1;

/**
 * The calculator's starting inputs. Assumptions (fees, voids, a 25% deposit, rates) are typical figures the
 * investor changes; a company buyer starts on the company rates and the company ICR. An individual starts as a
 * UK resident buying an additional property, the usual case for a buy-to-let.
 */
export function defaultDealInputs(prefill: DealPrefill = {}): DealInputs {
  const company = prefill.company ?? false;
  return {
    price: prefill.price ?? 0,
    monthlyRent: prefill.monthlyRent ?? 0,
    propertyUse: sdltPropertyUse(prefill.propertyType),
    dwellings: listingDwellings(prefill),
    additionalProperty: !company,
    firstTimeBuyer: false,
    ukResident: true,
    company,
    rentalBusiness: false,
    lettingFeePercent: 10,
    maintenancePercent: 5,
    insurance: 300,
    groundRent: prefill.groundRent ?? 0,
    serviceCharge: prefill.serviceCharge ?? 0,
    voidWeeks: 2,
    legalFees: 1_500,
    survey: 500,
    refurbishment: 0,
    depositPercent: 25,
    mortgageRatePercent: 5,
    stressRatePercent: STRESS_TEST_DEFAULTS.stressRatePercent,
    icrPercent: defaultIcrPercent(company),
  };
}

/**
 * A deal saved before an input existed, completed from `base`: the listing's starting inputs on a listing (what
 * is bought, its dwellings), the usual ones elsewhere.
 */
export const completeDealInputs = (saved: Partial<DealInputs>, base: DealInputs = defaultDealInputs()): DealInputs => ({ ...base, ...saved });

/** Where a listing's analysis starts: the buyer's scenario (by name), or null for the portal's starting assumptions. */
export interface StartingDealInputs {
  scenarioName: string | null;
  inputs: DealInputs;
}

/**
 * The inputs a buyer's analysis of a listing starts from: their latest saved scenario of it (`scenario`), completed
 * from the listing's starting inputs, else those starting inputs (the listing's figures, the buyer's structure).
 */
export function listingDealInputs(prefill: DealPrefill, scenario?: Pick<DealScenario, 'name' | 'inputs'>): StartingDealInputs {
  const base = defaultDealInputs(prefill);
  return scenario ? { scenarioName: scenario.name, inputs: completeDealInputs(scenario.inputs, base) } : { scenarioName: null, inputs: base };
}
