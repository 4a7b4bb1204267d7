import type { InvestorFields } from '../domain/profile';

/** Number of properties only counts when the investor has properties to sell (spec: shown only for 'yes'). */
export const normaliseRequirements = (fields: InvestorFields): InvestorFields => ({
  ...fields,
  numberOfProperties: fields.propertiesToSell === 'yes' ? fields.numberOfProperties : null,
});

/** The investment answers as a form holds them: text, '' for no answer. */
export type RequirementsText = { [K in keyof InvestorFields]-?: string };

export const requirementsToText = (p: InvestorFields): RequirementsText => ({
  cashToInvest: p.cashToInvest ?? '',
  exitStrategy: p.exitStrategy ?? '',
  purchaseStructure: p.purchaseStructure ?? '',
  propertyTypeInterest: p.propertyTypeInterest ?? '',
  budget: p.budget ?? '',
  timeframeToBuy: p.timeframeToBuy ?? '',
  propertiesToSell: p.propertiesToSell ?? '',
  numberOfProperties: p.numberOfProperties === null ? '' : String(p.numberOfProperties),
});

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * Spec section 5 (requirements): empty answers are saved as null, the rest trimmed. The option answers are the form's own
 * select values, and the number of properties was checked by the form (a whole number), so both are taken as they are.
 */
export const requirementsFromText = (v: RequirementsText): InvestorFields => ({
  cashToInvest: orNull(v.cashToInvest),
  exitStrategy: orNull(v.exitStrategy) as InvestorFields['exitStrategy'],
  purchaseStructure: orNull(v.purchaseStructure) as InvestorFields['purchaseStructure'],
  propertyTypeInterest: orNull(v.propertyTypeInterest) as InvestorFields['propertyTypeInterest'],
  budget: orNull(v.budget),
  timeframeToBuy: orNull(v.timeframeToBuy) as InvestorFields['timeframeToBuy'],
  propertiesToSell: orNull(v.propertiesToSell) as InvestorFields['propertiesToSell'],
  numberOfProperties: v.numberOfProperties.trim() === '' ? null : Number(v.numberOfProperties),
});
