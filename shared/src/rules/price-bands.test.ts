import { describe, expect, it } from 'vitest';
import { inPriceBand, priceBandOf, priceBands, type PriceBand } from './price-bands';

describe('price bands (spec section 5)', () => {
  // Every edge and one pound either side, with the one band each price belongs to.
  it.each<[number, PriceBand]>([
    [0, 'under-100k'],
    [99_999, 'under-100k'],
    [100_000, '100k-150k'],
    [100_001, '100k-150k'],
    [149_999, '100k-150k'],
    [150_000, '100k-150k'],
    [150_001, '150k-200k'],
    [199_999, '150k-200k'],
    [200_000, '150k-200k'],
    [200_001, '200k-300k'],
    [299_999, '200k-300k'],
    [300_000, '200k-300k'],
    [300_001, '300k-500k'],
    [499_999, '300k-500k'],
    [500_000, '300k-500k'],
    [500_001, 'over-500k'],
    [12_000_000, 'over-500k'],
  ])('£%d is in %s and in no other band', (price, expected) => {
    expect(priceBandOf(price)).toBe(expected);
    for (const band of priceBands) expect(inPriceBand(price, band.value)).toBe(band.value === expected);
  });

  it('keeps the spec order and labels', () => {
    expect(priceBands.map((b) => b.label)).toEqual(['Under £100k', '£100k - £150k', '£150k - £200k', '£200k - £300k', '£300k - £500k', 'Over £500k']);
  });
});
