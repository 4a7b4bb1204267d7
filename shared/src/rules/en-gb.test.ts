import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGB, dateGB, wholePoundsGB } from './en-gb';

/** What these functions stand in for: Intl's own en-GB answers. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-GB');

describe('en-GB formatting without Intl writes what Intl writes', () => {
  it('pounds: whole, fractional (rounded half away from zero), negative, zero and beyond the plain range', () => {
    const edges = [
      0,
      -0,
      0.4,
      0.5,
      -0.4,
      -0.5,
      1.5,
      2.5,
      -2.5,
      999,
      1000,
      999_999.5,
      1_250_000,
      99_999.4,
      99_999.5,
      -1_250_000.5,
      1e15 - 1,
      1e15,
      1e21,
      1e22,
      NaN,
      Infinity,
      -Infinity,
    ];
    for (const pounds of edges) expect(wholePoundsGB(pounds), String(pounds)).toBe(gbp.format(pounds));
    fc.assert(fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (pounds) => wholePoundsGB(pounds) === gbp.format(pounds)));
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 100_000_000 }), (pounds) => wholePoundsGB(pounds) === gbp.format(pounds)));
  });

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
