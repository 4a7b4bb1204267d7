import { describe, expect, it } from 'vitest';
import { normaliseRequirements } from './requirements';

const base = { cashToInvest: null, exitStrategy: null, purchaseStructure: null, propertyTypeInterest: null, budget: null, timeframeToBuy: null, propertiesToSell: null, numberOfProperties: null };

describe('normaliseRequirements', () => {
  it('keeps the number of properties only when there are properties to sell', () => {
    expect(normaliseRequirements({ ...base, propertiesToSell: 'yes', numberOfProperties: 3 }).numberOfProperties).toBe(3);
    expect(normaliseRequirements({ ...base, propertiesToSell: 'no', numberOfProperties: 3 }).numberOfProperties).toBeNull();
    expect(normaliseRequirements({ ...base, numberOfProperties: 2 }).numberOfProperties).toBeNull();
  });
});
