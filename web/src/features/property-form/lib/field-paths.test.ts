import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { fieldId, flattenErrors, problemText } from './field-paths';

describe('the error summary’s field paths', () => {
  it('names each field by its path', () => {
    expect(fieldId('rentalUnits.2.rental')).toBe('pf-rentalUnits-2-rental');
    expect(fieldId('price')).toBe('pf-price');
  });
  it('lists every nested message with its path, list items by group and position', () => {
    const errors = {
      price: { type: 'custom', message: 'Enter the asking price' },
      rentalUnits: [undefined, { unitName: { type: 'too_small', message: 'Enter the unit name' } }],
      photos: { root: { type: 'custom', message: 'Add at most 50 photos' } },
    } as unknown as FieldErrors;
    const problems = flattenErrors(errors);
    expect(problems).toEqual([
      { path: 'price', message: 'Enter the asking price' },
      { path: 'rentalUnits.1.unitName', message: 'Enter the unit name' },
      { path: 'photos', message: 'Add at most 50 photos' },
    ]);
    expect(problems.map(problemText)).toEqual(['Enter the asking price', 'Rental unit 2: Enter the unit name', 'Add at most 50 photos']);
  });
});
