import { describe, expect, it } from 'vitest';
import { formToRequirements, optionLabel, requirementsFormSchema, requirementsToForm, type RequirementsFormValues } from './requirements-form';
import { noInvestorFields, noInvestorText } from '../../../../../infra/local/builders/profile';

const empty: RequirementsFormValues = noInvestorText;

describe('requirements form', () => {
  it('saves empty answers as null', () => {
    expect(formToRequirements({ ...empty, cashToInvest: '  ' })).toEqual(noInvestorFields);
  });
  it('keeps the number of properties only with properties to sell = yes', () => {
    expect(formToRequirements({ ...empty, propertiesToSell: 'yes', numberOfProperties: '3' }).numberOfProperties).toBe(3);
    expect(formToRequirements({ ...empty, propertiesToSell: 'no', numberOfProperties: '3' }).numberOfProperties).toBeNull();
  });
  it('needs at least 1 property when there are properties to sell', () => {
    expect(requirementsFormSchema.safeParse({ ...empty, propertiesToSell: 'yes', numberOfProperties: '0' }).success).toBe(false);
    expect(requirementsFormSchema.safeParse({ ...empty, propertiesToSell: 'yes', numberOfProperties: '1.5' }).success).toBe(false);
    expect(requirementsFormSchema.safeParse({ ...empty, propertiesToSell: 'yes', numberOfProperties: '1' }).success).toBe(true);
    expect(requirementsFormSchema.safeParse({ ...empty, propertiesToSell: 'no', numberOfProperties: '0' }).success).toBe(true);
  });
  it('round-trips stored answers', () => {
    const stored = {
      cashToInvest: '£50k',
      exitStrategy: 'flip',
      purchaseStructure: 'limited-company',
      propertyTypeInterest: 'house',
      budget: '£150k',
      timeframeToBuy: 'now',
      propertiesToSell: 'yes',
      numberOfProperties: 2,
    } as const;
    expect(formToRequirements(requirementsToForm(stored))).toEqual(stored);
  });
  it('labels values, including ones from the admin option set', () => {
    expect(optionLabel('personal-sole')).toBe('Personal / Sole Name');
    expect(optionLabel('6-months-plus')).toBe('6+ Months');
    expect(optionLabel('bridging_loan')).toBe('Bridging loan');
  });
});
