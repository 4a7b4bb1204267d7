import { adminInvestmentOptions, investorOptions, type InvestorFields, type Profile } from '@shared/domain/profile';
import { adminOptionLabel } from '@shared/rules/members';
import type { AdminProfileEdit } from '../api/members';

/** The admin's edit form keeps every answer as text ('' = no answer). */
export interface MemberFormValues {
  phone: string;
  cashToInvest: string;
  exitStrategy: string;
  purchaseStructure: string;
  propertyTypeInterest: string;
  budget: string;
  timeframeToBuy: string;
  propertiesToSell: string;
  numberOfProperties: string;
}

export type SelectName = 'exitStrategy' | 'purchaseStructure' | 'propertyTypeInterest' | 'timeframeToBuy' | 'propertiesToSell';

/** Spec section 5: the admin option sets (the properties-to-sell answer is the investor's yes / no). */
const optionSets: Record<SelectName, readonly string[]> = {
  exitStrategy: adminInvestmentOptions.exitStrategy,
  purchaseStructure: adminInvestmentOptions.purchaseStructure,
  propertyTypeInterest: adminInvestmentOptions.propertyTypeInterest,
  timeframeToBuy: adminInvestmentOptions.timeframeToBuy,
  propertiesToSell: investorOptions.propertiesToSell,
};

/** The options of a select, plus a value the investor chose from their own set, so saving never loses it. */
export function optionsFor(name: SelectName, current: string): { value: string; label: string }[] {
  const values: string[] = [...optionSets[name]];
  if (current && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: adminOptionLabel(value) }));
}

export const memberToForm = (p: Profile): MemberFormValues => ({
  phone: p.phone ?? '',
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

/** Empty answers are saved as null; a number of properties that is not a whole number is refused before the call. */
export function formToEdit(v: MemberFormValues, expectedVersion: number): AdminProfileEdit | { error: string } {
  const count = v.numberOfProperties.trim();
  const n = Number(count);
  if (count !== '' && (!Number.isInteger(n) || n < 1 || n > 10_000)) return { error: 'Number of properties must be a whole number from 1 to 10,000' };
  return {
    expectedVersion,
    phone: orNull(v.phone),
    cashToInvest: orNull(v.cashToInvest),
    exitStrategy: orNull(v.exitStrategy) as InvestorFields['exitStrategy'],
    purchaseStructure: orNull(v.purchaseStructure) as InvestorFields['purchaseStructure'],
    propertyTypeInterest: orNull(v.propertyTypeInterest) as InvestorFields['propertyTypeInterest'],
    budget: orNull(v.budget),
    timeframeToBuy: orNull(v.timeframeToBuy) as InvestorFields['timeframeToBuy'],
    propertiesToSell: orNull(v.propertiesToSell) as InvestorFields['propertiesToSell'],
    numberOfProperties: count === '' ? null : n,
  };
}
