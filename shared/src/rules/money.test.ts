import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPrice } from './money';

/** What formatPrice stands in for: Intl's own en-GB GBP answer. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 });

describe('formatPrice', () => {
  it.each([
    [250_000, '£250,000'],
    [0, '£0'],
    [1_250_000, '£1,250,000'],
    [99_999.4, '£99,999'],
    [99_999.5, '£100,000'],
  ])('%d -> %s', (pounds, expected) => {
    expect(formatPrice(pounds)).toBe(expected);
  });

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
    for (const pounds of edges) expect(formatPrice(pounds), String(pounds)).toBe(gbp.format(pounds));
    fc.assert(fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (pounds) => formatPrice(pounds) === gbp.format(pounds)));
    fc.assert(fc.property(fc.integer({ min: -10_000_000, max: 100_000_000 }), (pounds) => formatPrice(pounds) === gbp.format(pounds)));
  });
});
