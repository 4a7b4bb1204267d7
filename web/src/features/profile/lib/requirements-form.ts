import { adminInvestmentOptions, investorOptions, type InvestorFields } from '@shared/domain/profile';
import { normaliseRequirements, requirementsFromText, requirementsToText } from '@shared/rules/requirements';
import * as z from '@shared/core/zod';

/** Labels of the investor option values (spec section 5) and of the exit strategies the profile accepts. */
const optionLabels: Record<string, string> = {
  'limited-company': 'Limited Company',
  'personal-sole': 'Personal / Sole Name',
  apartment: 'Apartment',
  house: 'House',
  studio: 'Studio',
  commercial: 'Commercial',
  'mixed-use': 'Mixed Use',
  development: 'Development',
  now: 'Now',
  '0-3-months': '0-3 Months',
  '3-6-months': '3-6 Months',
  '6-months-plus': '6+ Months',
  yes: 'Yes',
  no: 'No',
  buy_to_let: 'Buy to Let',
  flip: 'Flip',
  hold_long_term: 'Hold Long Term',
};

/** A readable label for any stored value (admins may have set one from their own option set). */
export const optionLabel = (value: string): string => optionLabels[value] ?? value.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

export const requirementOptions = {
  exitStrategy: adminInvestmentOptions.exitStrategy,
  purchaseStructure: investorOptions.purchaseStructure,
  propertyTypeInterest: investorOptions.propertyTypeInterest,
  timeframeToBuy: investorOptions.timeframeToBuy,
  propertiesToSell: investorOptions.propertiesToSell,
} as const;

/** The form keeps every answer as text ('' = no answer). */
export const requirementsFormSchema = z
  .object({
    cashToInvest: z.string().check(z.maxLength(100, 'Use at most 100 characters')),
    exitStrategy: z.string(),
    purchaseStructure: z.string(),
    propertyTypeInterest: z.string(),
    budget: z.string().check(z.maxLength(100, 'Use at most 100 characters')),
    timeframeToBuy: z.string(),
    propertiesToSell: z.string(),
    numberOfProperties: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.propertiesToSell !== 'yes' || values.numberOfProperties.trim() === '') return;
      const n = Number(values.numberOfProperties);
      if (!Number.isInteger(n) || n < 1) ctx.addIssue({ code: 'custom', path: ['numberOfProperties'], message: 'Enter a whole number of at least 1' });
      else if (n > 10_000) ctx.addIssue({ code: 'custom', path: ['numberOfProperties'], message: 'Enter at most 10,000' });
    }),
  );
export type RequirementsFormValues = z.infer<typeof requirementsFormSchema>;

export const requirementsToForm: (p: InvestorFields) => RequirementsFormValues = requirementsToText;

/** Spec: empty answers are saved as null; the number of properties only with properties to sell = yes. */
export const formToRequirements = (v: RequirementsFormValues): InvestorFields => normaliseRequirements(requirementsFromText(v));
