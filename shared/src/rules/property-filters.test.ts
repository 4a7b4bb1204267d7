import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filterProperties,
  filtersFromQuery,
  filtersToQuery,
  hasActiveFilters,
  matchesSearch,
  searchHaystack,
  type PropertyFilters,
} from './property-filters';

const terrace = {
  id: 'a',
  title: '42 Westbourne Avenue, Hull',
  postcode: 'HU5 3QP',
  price: 95_000,
  bedrooms: 2,
  bathrooms: 1,
  sqft: 796,
  yield: 8.2,
  currentRent: 650,
  leaseRemaining: null,
  amenities: ['Gas central heating', 'Rear yard'],
  condition: 'Good' as const,
  conditionKitchen: 'Shaker-style kitchen, fitted 2019.',
  propertyType: 'Terrace' as const,
  status: 'Available' as const,
  areaInsightId: 'area-hull',
};
const flat = {
  ...terrace,
  id: 'b',
  title: 'Apartment 7, Humber Quays',
  postcode: 'HU1 2BN',
  price: 100_000,
  amenities: [],
  conditionKitchen: null,
  condition: 'New' as const,
  propertyType: 'Flat' as const,
  status: 'Under Contract' as const,
  leaseRemaining: 106,
  yield: 0,
  currentRent: 0,
  bedrooms: 3,
};
const block = {
  ...terrace,
  id: 'c',
  title: 'Victoria Villa',
  postcode: 'M14 6HX',
  price: 720_000,
  propertyType: 'Block of Flats' as const,
  areaInsightId: 'area-manchester',
  amenities: ['Bike store'],
};
const all = [terrace, flat, block];
const ids = (filters: Partial<PropertyFilters>) => filterProperties(all, { ...defaultFilters, status: 'all', ...filters }).map((p) => p.id);

describe('matchesSearch (spec section 5)', () => {
  it('matches a case-insensitive substring of the text fields', () => {
    expect(matchesSearch(terrace, 'westbourne')).toBe(true);
    expect(matchesSearch(terrace, 'hu5 3qp')).toBe(true);
    expect(matchesSearch(terrace, '  HU5 3QP ')).toBe(true);
    expect(matchesSearch(terrace, 'hu1')).toBe(false);
  });
  it.each([
    ['price', '95000'],
    ['bedrooms', '2'],
    ['sqft', '796'],
    ['yield', '8.2'],
    ['current rent', '650'],
  ])('matches the %s as text', (_, term) => {
    expect(matchesSearch(terrace, term)).toBe(true);
  });
  it('matches the lease remaining, the amenities and the condition fields', () => {
    expect(matchesSearch(flat, '106')).toBe(true);
    expect(matchesSearch(terrace, 'rear yard')).toBe(true);
    expect(matchesSearch(terrace, 'shaker')).toBe(true);
    expect(matchesSearch(flat, 'new')).toBe(true);
    expect(matchesSearch(flat, 'shaker')).toBe(false);
  });
  it('never matches across two fields', () => {
    expect(searchHaystack(terrace)).not.toContain('hullhu5');
    expect(matchesSearch(terrace, 'Hull HU5')).toBe(false);
  });
  it('matches everything with an empty or blank term', () => {
    expect(matchesSearch(terrace, '')).toBe(true);
    expect(matchesSearch({}, '   ')).toBe(true);
  });
  it('ignores fields that are not searchable', () => {
    expect(matchesSearch({ ...terrace, id: 'unique-id-xyz' } as typeof terrace, 'unique-id-xyz')).toBe(false);
  });
});

describe('filterProperties', () => {
  it('narrows by search, price band, type, status and area, keeping the order', () => {
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ search: 'HU5 3QP' })).toEqual(['a']);
    expect(ids({ priceBand: 'under-100k' })).toEqual(['a']);
    expect(ids({ priceBand: '100k-150k' })).toEqual(['b']);
    expect(ids({ priceBand: 'over-500k' })).toEqual(['c']);
    expect(ids({ priceBand: '200k-300k' })).toEqual([]);
    expect(ids({ propertyType: 'Flat' })).toEqual(['b']);
    expect(ids({ status: 'Under Contract' })).toEqual(['b']);
    expect(ids({ areaId: 'area-manchester' })).toEqual(['c']);
    expect(ids({ areaId: 'area-hull', propertyType: 'Terrace', search: 'gas' })).toEqual(['a']);
  });
  it('matches the type exactly (Flat is not Block of Flats)', () => {
    expect(ids({ propertyType: 'Flat' })).not.toContain('c');
  });
  it('shows only Available properties by default', () => {
    expect(filterProperties(all, defaultFilters).map((p) => p.id)).toEqual(['a', 'c']);
  });
  it('uses a precomputed search text when given', () => {
    expect(filterProperties(all, { ...defaultFilters, status: 'all', search: 'zzz' }, (p) => (p.id === 'b' ? 'zzz' : '')).map((p) => p.id)).toEqual(['b']);
  });
});

describe('filters in the URL query', () => {
  it('reads defaults from an empty query (status Available)', () => {
    expect(filtersFromQuery(new URLSearchParams())).toEqual(defaultFilters);
    expect(hasActiveFilters(defaultFilters)).toBe(false);
  });
  it('round-trips every filter', () => {
    const filters: PropertyFilters = { search: 'HU5 3QP', priceBand: '150k-200k', propertyType: 'Semi Detached', status: 'all', areaId: 'area-leeds' };
    const query = filtersToQuery(filters);
    expect(query.toString()).toBe('q=HU5+3QP&price=150k-200k&type=Semi+Detached&status=all&area=area-leeds');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(hasActiveFilters(filters)).toBe(true);
  });
  it('leaves out defaults and keeps other parameters', () => {
    expect(filtersToQuery({ ...defaultFilters, search: '  ' }, new URLSearchParams('tab=x&q=old&status=Sold')).toString()).toBe('tab=x');
  });
  it('falls back to the defaults for unknown values', () => {
    expect(filtersFromQuery(new URLSearchParams('price=cheap&type=Castle&status=Lost&area='))).toEqual(defaultFilters);
  });
});
