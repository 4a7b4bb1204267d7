import { describe, expect, it } from 'vitest';
import { conditionalFields, fieldApplies, isMultiUnit } from './field-visibility';

describe('fieldApplies', () => {
  const freehold = { tenureType: 'Freehold', propertyType: 'Terrace' };
  const leasehold = { tenureType: 'Leasehold', propertyType: 'Flat' };
  const unanswered = { tenureType: '', propertyType: '' };

  it('shows the freehold title only for Freehold and the lease fields only for Leasehold', () => {
    expect(fieldApplies('freeholdTitle', freehold)).toBe(true);
    expect(fieldApplies('freeholdTitle', leasehold)).toBe(false);
    for (const field of ['leaseRemaining', 'groundRent', 'serviceCharge', 'leaseDocuments'] as const) {
      expect(fieldApplies(field, leasehold)).toBe(true);
      expect(fieldApplies(field, freehold)).toBe(false);
      expect(fieldApplies(field, unanswered)).toBe(false);
    }
  });

  it('offers the service charge accounts for every tenure but Freehold (spec section 9)', () => {
    expect(fieldApplies('serviceChargeAccountsDocument', leasehold)).toBe(true);
    expect(fieldApplies('serviceChargeAccountsDocument', unanswered)).toBe(true);
    expect(fieldApplies('serviceChargeAccountsDocument', freehold)).toBe(false);
  });

  it('keeps rental units for Block of Flats and Mixed Commercial only', () => {
    expect(fieldApplies('rentalUnits', { propertyType: 'Block of Flats' })).toBe(true);
    expect(fieldApplies('rentalUnits', { propertyType: 'Mixed Commercial' })).toBe(true);
    expect(fieldApplies('rentalUnits', { propertyType: 'HMO' })).toBe(false);
    expect(isMultiUnit(null)).toBe(false);
  });

  it('applies every other field to every property', () => {
    expect(fieldApplies('title', unanswered)).toBe(true);
    expect(fieldApplies('councilTaxBand', freehold)).toBe(true);
    expect(Object.keys(conditionalFields).sort()).toEqual([
      'freeholdTitle',
      'groundRent',
      'groundRentReview',
      'leaseDocuments',
      'leaseLength',
      'leaseRemaining',
      'leaseStartYear',
      'rentalUnits',
      'serviceCharge',
      'serviceChargeAccountsDocument',
    ]);
  });
});
