import { describe, expect, it } from 'vitest';
import { ariaSort, compareSortValues, type SortValue } from './table-sort';

const sorted = (values: SortValue[]) => [...values].sort(compareSortValues);

describe('compareSortValues', () => {
  it('orders numbers by value, not as text', () => {
    expect(sorted([10, 9, 100, -1])).toEqual([-1, 9, 10, 100]);
  });
  it('orders text naturally, ignoring case', () => {
    expect(sorted(['Flat 10', 'flat 2', 'Apartment'])).toEqual(['Apartment', 'flat 2', 'Flat 10']);
  });
  it('orders dates and booleans', () => {
    const early = new Date('2026-01-01');
    const late = new Date('2026-06-01');
    expect(sorted([late, early])).toEqual([early, late]);
    expect(sorted([true, false])).toEqual([false, true]);
  });
  it('puts blanks after values', () => {
    expect(sorted([null, 'b', '', 'a', undefined])).toEqual(['a', 'b', null, '', undefined]);
  });
});

describe('ariaSort', () => {
  it('names the direction, or nothing for an unsorted column', () => {
    expect(ariaSort('asc')).toBe('ascending');
    expect(ariaSort('desc')).toBe('descending');
    expect(ariaSort(false)).toBeUndefined();
  });
});
