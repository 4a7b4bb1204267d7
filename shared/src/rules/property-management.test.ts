import { describe, expect, it } from 'vitest';
import type { PropertyStatus } from '../domain/property-values';
import { isStatusTab, managementSummary, matchesManagementSearch, matchesStatusTab, rowsLoadingText, statusTabs, visibleRows } from './property-management';
import { noRowsYet, withRowsPage } from './rows-load';

const row = (
  over: Partial<{
    title: string;
    address: string | null;
    postcode: string | null;
    headline: string | null;
    status: PropertyStatus;
    isPublished: boolean;
    featured: boolean;
  }> = {},
) => ({
  title: '12 Park Street',
  address: '12 Park Street, Hull',
  postcode: 'HU5 2AB',
  headline: 'Tenanted terrace',
  status: 'Available' as PropertyStatus,
  isPublished: true,
  featured: false,
  ...over,
});

describe('managementSummary (Property Management summary cards)', () => {
  it('counts total, published, drafts, featured and each status', () => {
    const summary = managementSummary([
      row(),
      row({ isPublished: false, status: 'Sold' }),
      row({ featured: true, status: 'Under Contract' }),
      row({ isPublished: false, featured: true, status: 'Withdrawn' }),
      row({ status: 'Sold' }),
    ]);
    expect(summary).toEqual({
      total: 5,
      published: 3,
      drafts: 2,
      featured: 2,
      byStatus: { Available: 1, 'Under Offer': 0, 'Under Contract': 1, Sold: 2, Withdrawn: 1 },
    });
  });

  it('gives zeros for no rows', () => {
    expect(managementSummary([])).toEqual({
      total: 0,
      published: 0,
      drafts: 0,
      featured: 0,
      byStatus: { Available: 0, 'Under Offer': 0, 'Under Contract': 0, Sold: 0, Withdrawn: 0 },
    });
  });
});

describe('matchesManagementSearch', () => {
  it.each([
    ['park street', true],
    ['HULL', true],
    ['hu5 2ab', true],
    ['TERRACE', true],
    ['  park  ', true],
    ['', true],
    ['bungalow', false],
  ])('%j -> %s', (query, expected) => {
    expect(matchesManagementSearch(row(), query)).toBe(expected);
  });

  it('searches only title, address, postcode and headline, and copes with missing fields', () => {
    const bare = row({ title: 'Flat 1', address: null, postcode: null, headline: null });
    expect(matchesManagementSearch(bare, 'flat')).toBe(true);
    expect(matchesManagementSearch(bare, 'hull')).toBe(false);
    expect(matchesManagementSearch(row({ address: null }), 'hull')).toBe(false);
  });
});

describe('status tabs', () => {
  it('are All then each status in the spec order', () => {
    expect(statusTabs).toEqual(['all', 'Available', 'Under Offer', 'Under Contract', 'Sold', 'Withdrawn']);
    expect(isStatusTab('Sold')).toBe(true);
    expect(isStatusTab('sold')).toBe(false);
    expect(isStatusTab(null)).toBe(false);
  });

  it('filter by status, All keeps everything', () => {
    expect(matchesStatusTab(row({ status: 'Sold' }), 'Sold')).toBe(true);
    expect(matchesStatusTab(row({ status: 'Sold' }), 'Available')).toBe(false);
    expect(matchesStatusTab(row({ status: 'Withdrawn' }), 'all')).toBe(true);
  });

  it('visibleRows applies the tab and the search, keeping the order', () => {
    const rows = [
      row({ title: 'A road', status: 'Sold' }),
      row({ title: 'B road' }),
      row({ title: 'C lane', status: 'Sold' }),
      row({ title: 'D road', status: 'Sold' }),
    ];
    expect(visibleRows(rows, 'Sold', 'road').map((r) => r.title)).toEqual(['A road', 'D road']);
    expect(visibleRows(rows, 'all', '').map((r) => r.title)).toEqual(['A road', 'B road', 'C lane', 'D road']);
  });
});

describe('withRowsPage (the rows as their pages arrive)', () => {
  it('adds each page after the rows so far, complete only with the page that has no next', () => {
    const first = withRowsPage(noRowsYet, { items: ['c', 'b'], next: 'cursor-1' });
    expect(first).toEqual({ items: ['c', 'b'], complete: false });
    const second = withRowsPage(first, { items: ['a'] });
    expect(second).toEqual({ items: ['c', 'b', 'a'], complete: true });
    expect(first.items).toEqual(['c', 'b']);
  });

  it('keeps what changed in the rows so far (an inline change, a duplicate put first) while later pages come', () => {
    const first = withRowsPage(noRowsYet, { items: [{ id: 'b', status: 'Available' }], next: 'cursor-1' });
    const changed = {
      ...first,
      items: [
        { id: 'copy', status: 'Available' },
        { id: 'b', status: 'Sold' },
      ],
    };
    expect(withRowsPage(changed, { items: [{ id: 'a', status: 'Available' }] }).items).toEqual([
      { id: 'copy', status: 'Available' },
      { id: 'b', status: 'Sold' },
      { id: 'a', status: 'Available' },
    ]);
  });

  it('is complete at once for an empty first and only page', () => {
    expect(withRowsPage(noRowsYet, { items: [] })).toEqual({ items: [], complete: true });
  });
});

describe('rowsLoadingText', () => {
  it('says the rows are still loading and how many are in, never as a total', () => {
    expect(rowsLoadingText(50)).toBe('Loading all properties… 50 loaded so far; search, tabs and sorting cover these until the rest arrive.');
    expect(rowsLoadingText(12500)).toMatch(/^Loading all properties… 12,500 loaded so far;/);
  });
});
