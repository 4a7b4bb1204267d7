import { describe, expect, it } from 'vitest';
import { sortProperties } from './sort';

describe('sortProperties', () => {
  it('puts featured first, then orders by price descending', () => {
    const input = [
      { id: 'a', featured: false, price: 300_000 },
      { id: 'b', featured: true, price: 100_000 },
      { id: 'c', featured: false, price: 500_000 },
      { id: 'd', featured: true, price: 200_000 },
    ];
    expect(sortProperties(input).map((p) => p.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(input.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
