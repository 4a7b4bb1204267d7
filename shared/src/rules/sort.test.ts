import { describe, expect, it } from 'vitest';
import { cataloguePosition, newestFirst, sortProperties } from './sort';

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

describe('cataloguePosition', () => {
  it('sorts as text in catalogue order: featured first, price descending, then id', () => {
    const input = [
      { id: 'b', featured: false, price: 300_000 },
      { id: 'a', featured: false, price: 300_000 },
      { id: 'c', featured: true, price: 0 },
      { id: 'd', featured: false, price: 1_000_000_000 },
      { id: 'e', featured: false, price: 999.99 },
      { id: 'f', featured: true, price: 250_000.5 },
    ];
    const byPosition = [...input].sort((x, y) => (cataloguePosition(x) < cataloguePosition(y) ? -1 : 1)).map((p) => p.id);
    expect(byPosition).toEqual(['f', 'c', 'd', 'a', 'b', 'e']);
    expect(sortProperties([...input].sort((x, y) => x.id.localeCompare(y.id))).map((p) => p.id)).toEqual(byPosition);
  });
});

describe('newestFirst', () => {
  it('orders by creation time, newest first, ties by id', () => {
    const rows = [
      { id: 'a', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', createdAt: '2026-03-01T00:00:00.000Z' },
      { id: 'b', createdAt: '2026-01-01T00:00:00.000Z' },
    ];
    expect(newestFirst(rows).map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });
});
