import { adminInvestmentOptions, investorOptions, type Profile } from '@shared/domain/profile';
import { adminOptionLabel } from '@shared/rules/members';
import { requirementsFromText, requirementsToText, type RequirementsText } from '@shared/rules/requirements';
import type { AdminProfileEdit } from '../api/members';

/** The admin's edit form keeps every answer as text ('' = no answer). */
export type MemberFormValues = RequirementsText & { phone: string };

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

export const memberToForm = (p: Profile): MemberFormValues => ({ phone: p.phone ?? '', ...requirementsToText(p) });

/** Empty answers are saved as null; a number of properties that is not a whole number is refused before the call. */
export function formToEdit({ phone, ...requirements }: MemberFormValues, expectedVersion: number): AdminProfileEdit | { error: string } {
  const count = requirements.numberOfProperties.trim();
  const n = Number(count);
  if (count !== '' && (!Number.isInteger(n) || n < 1 || n > 10_000)) return { error: 'Number of properties must be a whole number from 1 to 10,000' };
  return { expectedVersion, phone: phone.trim() === '' ? null : phone.trim(), ...requirementsFromText(requirements) };
}
