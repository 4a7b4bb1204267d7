import { describe, expect, it } from 'vitest';
import { normaliseRequirements, requirementsFromText, requirementsToText } from './requirements';
import { noInvestorFields, noInvestorText } from '../../../infra/local/builders/profile';

const base = noInvestorFields;

describe('normaliseRequirements', () => {
  it('keeps the number of properties only when there are properties to sell', () => {
    expect(normaliseRequirements({ ...base, propertiesToSell: 'yes', numberOfProperties: 3 }).numberOfProperties).toBe(3);
    expect(normaliseRequirements({ ...base, propertiesToSell: 'no', numberOfProperties: 3 }).numberOfProperties).toBeNull();
    expect(normaliseRequirements({ ...base, numberOfProperties: 2 }).numberOfProperties).toBeNull();
  });
});

describe('requirementsToText and requirementsFromText', () => {
  it('show no answer as empty text and save empty text as null, trimmed', () => {
    expect(requirementsToText(base)).toEqual(noInvestorText);
    expect(requirementsFromText(requirementsToText(base))).toEqual(base);
    const answered = { ...requirementsToText(base), cashToInvest: '  £50k ', budget: '   ', propertiesToSell: 'yes', numberOfProperties: ' 4 ' };
    expect(requirementsFromText(answered)).toMatchObject({ cashToInvest: '£50k', budget: null, propertiesToSell: 'yes', numberOfProperties: 4 });
  });

  it('round-trip every answer', () => {
    const full = {
      cashToInvest: '£100k',
      exitStrategy: 'hold_long_term',
      purchaseStructure: 'cash',
      propertyTypeInterest: 'hmo',
      budget: '£250k',
      timeframeToBuy: '6_months',
      propertiesToSell: 'yes',
      numberOfProperties: 2,
    } as const;
    expect(requirementsFromText(requirementsToText(full))).toEqual(full);
  });
});
