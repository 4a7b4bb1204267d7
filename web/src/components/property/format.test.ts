import { describe, expect, it } from 'vitest';
import { addedOnLine, bedroomsText, formatDateGB } from './format';

describe('card formatting', () => {
  it('shows the stored created date in en-GB format, not today', () => {
    expect(formatDateGB('2026-11-14T10:15:00.000Z')).toBe('14/11/2026');
    expect(addedOnLine('2026-03-02T12:00:00.000Z', 'Acme Estates')).toBe('Added on 02/03/2026 by Acme Estates');
  });
  it('leaves out an invalid date', () => {
    expect(formatDateGB('not a date')).toBe('');
    expect(addedOnLine('not a date', 'Acme Estates')).toBe('Added by Acme Estates');
  });
  it('counts bedrooms, none for land', () => {
    expect(bedroomsText(1)).toBe('1 bedroom');
    expect(bedroomsText(3)).toBe('3 bedrooms');
    expect(bedroomsText(0)).toBeNull();
  });
});
