import { describe, expect, it } from 'vitest';
import { adminInvestmentOptions, investorOptions } from '../domain/profile';
import { propertyTypes } from '../domain/property-values';
import {
  alertMatch,
  alertReason,
  budgetCeiling,
  interestPropertyTypes,
  listingEventKind,
  matchesRequirements,
  matchesSavedSearch,
  recentReduction,
  withPriceChange,
} from './alert-matching';
import { defaultFilters, type PropertyFilters } from './property-filters';

const listing = {
  title: '42 Westbourne Avenue, Hull',
  city: 'Hull',
  postcode: 'HU5 3QP',
  price: 95_000,
  propertyType: 'Terrace' as const,
  status: 'Available' as const,
  areaInsightId: 'area-hull',
};
const filters = (f: Partial<PropertyFilters>): PropertyFilters => ({ ...defaultFilters, ...f });

describe('saved search matching (the dashboard rules)', () => {
  it('matches on each field and refuses when any one differs', () => {
    expect(matchesSavedSearch(listing, filters({}))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ search: ' HULL ' }))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ search: 'Leeds' }))).toBe(false);
    expect(matchesSavedSearch(listing, filters({ priceBand: 'under-100k' }))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ priceBand: '100k-150k' }))).toBe(false);
    expect(matchesSavedSearch(listing, filters({ propertyType: 'Terrace' }))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ propertyType: 'Flat' }))).toBe(false);
    expect(matchesSavedSearch(listing, filters({ status: 'all' }))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ status: 'Sold' }))).toBe(false);
    expect(matchesSavedSearch(listing, filters({ areaId: 'area-hull' }))).toBe(true);
    expect(matchesSavedSearch(listing, filters({ areaId: 'area-leeds' }))).toBe(false);
  });
});

describe('requirements matching', () => {
  it('reads the budget as the largest amount written', () => {
    expect(budgetCeiling('£150,000')).toBe(150_000);
    expect(budgetCeiling('150k')).toBe(150_000);
    expect(budgetCeiling('£100k - £150k')).toBe(150_000);
    expect(budgetCeiling('up to 1.2m')).toBe(1_200_000);
    expect(budgetCeiling('flexible')).toBeNull();
    expect(budgetCeiling(null)).toBeNull();
    expect(budgetCeiling('')).toBeNull();
  });

  it('needs at least one requirement, and every set one to hold', () => {
    expect(matchesRequirements(listing, { budget: null, propertyTypeInterest: null })).toBe(false);
    expect(matchesRequirements(listing, { budget: '£100,000', propertyTypeInterest: null })).toBe(true);
    expect(matchesRequirements(listing, { budget: '£95,000', propertyTypeInterest: null })).toBe(true);
    expect(matchesRequirements(listing, { budget: '£90,000', propertyTypeInterest: null })).toBe(false);
    expect(matchesRequirements(listing, { budget: null, propertyTypeInterest: 'house' })).toBe(true);
    expect(matchesRequirements(listing, { budget: null, propertyTypeInterest: 'apartment' })).toBe(false);
    expect(matchesRequirements(listing, { budget: '£100k', propertyTypeInterest: 'house' })).toBe(true);
    expect(matchesRequirements(listing, { budget: '£90k', propertyTypeInterest: 'house' })).toBe(false);
    expect(matchesRequirements(listing, { budget: 'flexible', propertyTypeInterest: 'house' })).toBe(true);
  });

  it('maps every option of both spec lists to listing types', () => {
    const options = [...investorOptions.propertyTypeInterest, ...adminInvestmentOptions.propertyTypeInterest];
    expect(Object.keys(interestPropertyTypes).sort()).toEqual([...new Set(options)].sort());
    for (const types of Object.values(interestPropertyTypes)) {
      expect(types.length).toBeGreaterThan(0);
      for (const t of types) expect(propertyTypes).toContain(t);
    }
    expect(interestPropertyTypes.house).toEqual(['Detached House', 'Semi Detached', 'Terrace', 'Bungalow']);
    expect(interestPropertyTypes.hmo).toEqual(['HMO']);
    expect(interestPropertyTypes.commercial).toContain('Commercial Space');
    expect(interestPropertyTypes.development).toEqual(['Land']);
  });
});

describe('why a listing alerts an investor', () => {
  const search = { id: 's1', name: 'Hull under £100k', filters: filters({ search: 'hull', priceBand: 'under-100k' }) };
  it('names the saved search first, then the requirements, else nothing', () => {
    expect(alertMatch(listing, [search], { budget: '£100k', propertyTypeInterest: null })).toEqual({
      via: 'savedSearch',
      searchId: 's1',
      searchName: 'Hull under £100k',
    });
    expect(alertMatch(listing, [], { budget: '£100k', propertyTypeInterest: null })).toEqual({ via: 'requirements' });
    expect(alertMatch({ ...listing, price: 120_000 }, [search], { budget: '£100k', propertyTypeInterest: null })).toBeNull();
    expect(alertMatch(listing, [], null)).toBeNull();
  });

  it('says why in the inbox words', () => {
    expect(
      alertReason({ kind: 'published', price: 95_000, previousPrice: null, match: { via: 'savedSearch', searchId: 's1', searchName: 'Hull under £100k' } }),
    ).toBe('New listing matching "Hull under £100k"');
    expect(alertReason({ kind: 'priceReduced', price: 89_000, previousPrice: 95_000, match: { via: 'requirements' } })).toBe('Price reduced £95,000 → £89,000');
    expect(alertReason({ kind: 'backToAvailable', price: 89_000, previousPrice: null, match: { via: 'requirements' } })).toBe(
      'Back to Available, matching your requirements',
    );
  });
});

describe('listing events', () => {
  const live = { isPublished: true, status: 'Available' as const, price: 95_000, firstPublishedAt: '2026-01-01T00:00:00.000Z' };
  const draft = { isPublished: false, status: 'Available' as const, price: 95_000, firstPublishedAt: null };

  it('a first publish alerts; a draft, a Withdrawn listing and a republish do not', () => {
    expect(listingEventKind(null, live)).toBe('published');
    expect(listingEventKind(draft, { ...draft, isPublished: true })).toBe('published');
    expect(listingEventKind(null, draft)).toBeNull();
    expect(listingEventKind(draft, { ...draft, isPublished: true, status: 'Withdrawn' })).toBeNull();
    expect(listingEventKind({ ...live, isPublished: false }, live)).toBeNull();
  });

  it('a price fall while published alerts; a rise, the same price or a fall on a draft do not', () => {
    expect(listingEventKind(live, { ...live, price: 89_000 })).toBe('priceReduced');
    expect(listingEventKind(live, { ...live, price: 99_000 })).toBeNull();
    expect(listingEventKind(live, live)).toBeNull();
    expect(listingEventKind(draft, { ...draft, price: 80_000 })).toBeNull();
    expect(listingEventKind(live, { ...live, price: 80_000, status: 'Withdrawn' })).toBeNull();
  });

  it('back to Available alerts from another status, not from Available or into another status', () => {
    expect(listingEventKind({ ...live, status: 'Under Contract' }, live)).toBe('backToAvailable');
    expect(listingEventKind({ ...live, status: 'Withdrawn' }, live)).toBe('backToAvailable');
    expect(listingEventKind(live, { ...live, status: 'Sold' })).toBeNull();
    expect(listingEventKind({ ...live, status: 'Sold' }, { ...live, status: 'Under Contract' })).toBeNull();
  });

  it('a listing published as Sold or Under Contract alerts nobody, nor do its price cuts; once Available it does', () => {
    for (const status of ['Sold', 'Under Contract'] as const) {
      expect(listingEventKind(null, { ...live, status })).toBeNull();
      expect(listingEventKind({ ...draft, status }, { ...draft, status, isPublished: true })).toBeNull();
      expect(listingEventKind({ ...live, status }, { ...live, status, price: 80_000 })).toBeNull();
      expect(listingEventKind(live, { ...live, status, price: 80_000 })).toBeNull();
      expect(listingEventKind({ ...live, status }, live)).toBe('backToAvailable');
    }
  });
});

describe('Reduced badge', () => {
  const now = new Date('2026-03-31T12:00:00.000Z');
  it('shows the previous price for a fall in the last 30 days only', () => {
    const history = withPriceChange(undefined, 95_000, '2026-03-10T00:00:00.000Z');
    expect(recentReduction(89_000, history, now)).toEqual({ price: 95_000, until: '2026-03-10T00:00:00.000Z' });
    expect(recentReduction(89_000, withPriceChange(undefined, 95_000, '2026-02-27T00:00:00.000Z'), now)).toBeNull();
    expect(recentReduction(99_000, history, now)).toBeNull();
    expect(recentReduction(89_000, undefined, now)).toBeNull();
    expect(recentReduction(89_000, withPriceChange(history, 85_000, '2026-03-20T00:00:00.000Z'), now)).toBeNull();
  });
});
