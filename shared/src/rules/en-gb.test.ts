import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGB, dateGB, londonDayGB } from './en-gb';

/** What these functions stand in for: Intl's own en-GB answers. */
const count = new Intl.NumberFormat('en-GB');

describe('en-GB formatting without Intl writes what Intl writes', () => {
  it('counts, as toLocaleString writes them', () => {
    for (const n of [0, 1, 12, 999, 1000, 2015, 20_000, 1_000_000, 1e15, -5, 2.5]) expect(countGB(n), String(n)).toBe(count.format(n));
    fc.assert(fc.property(fc.nat(), (n) => countGB(n) === n.toLocaleString('en-GB')));
  });

  it('dates, in the device time zone, as toLocaleDateString writes them', () => {
    for (const iso of [
      'not a date',
      '2026-11-14T10:15:00.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '0999-05-01T00:00:00Z',
      '+012345-01-01T00:00:00Z',
    ])
      expect(dateGB(new Date(iso)), iso).toBe(new Date(iso).toLocaleDateString('en-GB'));
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => dateGB(date) === date.toLocaleDateString('en-GB'),
      ),
    );
  });
});

describe('londonDayGB', () => {
  it('writes the London day of an instant, whatever the device time zone', () => {
    expect(londonDayGB('2026-12-04T23:59:59.999Z')).toBe('04/12/2026'); // 23:59 GMT
    expect(londonDayGB(new Date('2027-01-01T00:00:00.000Z').toISOString())).toBe('01/01/2027');
    expect(londonDayGB('2026-06-15T23:30:00.000Z')).toBe('16/06/2026'); // 00:30 BST
    expect(londonDayGB('2026-10-24T23:30:00.000Z')).toBe('25/10/2026'); // 00:30 BST, the day the clocks go back
  });
});
