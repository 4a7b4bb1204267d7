import { describe, expect, it } from 'vitest';
import { favouritesPreview, filterRequests, matchesRequestSearch, requestStats, requestStatusColour, type SearchableRequest } from './property-requests';

const request = (over: Partial<SearchableRequest> = {}): SearchableRequest => ({
  status: 'pending',
  profile: { fullName: 'Jane Smith', email: 'jane@example.com' },
  property: { title: '12 Beverley Road, Hull' },
  ...over,
});

describe('matchesRequestSearch (spec section 5)', () => {
  it('matches the name, the email and the property title, case-insensitively', () => {
    expect(matchesRequestSearch(request(), 'jane smith')).toBe(true);
    expect(matchesRequestSearch(request(), 'EXAMPLE.COM')).toBe(true);
    expect(matchesRequestSearch(request(), 'beverley')).toBe(true);
  });
  it('does not match other text, nor fields of a missing profile or property', () => {
    expect(matchesRequestSearch(request(), 'leeds')).toBe(false);
    expect(matchesRequestSearch(request({ profile: null, property: null }), 'jane')).toBe(false);
  });
  it('matches everything when the search is blank', () => {
    expect(matchesRequestSearch(request({ profile: null, property: null }), '   ')).toBe(true);
  });
});

describe('filterRequests', () => {
  const rows = [request(), request({ status: 'contacted', profile: { fullName: 'Bob', email: null } }), request({ status: 'rejected' })];
  it('keeps one status, or all, together with the search', () => {
    expect(filterRequests(rows, '', 'pending')).toEqual([rows[0]]);
    expect(filterRequests(rows, '', 'all')).toEqual(rows);
    expect(filterRequests(rows, 'bob', 'all')).toEqual([rows[1]]);
    expect(filterRequests(rows, 'bob', 'pending')).toEqual([]);
  });
});

describe('requestStats', () => {
  it('counts total, pending, contacted and completed', () => {
    const rows = [request(), request(), request({ status: 'contacted' }), request({ status: 'completed' }), request({ status: 'rejected' })];
    expect(requestStats(rows)).toEqual({ total: 5, pending: 2, contacted: 1, completed: 1 });
  });
});

describe('favouritesPreview (spec section 9)', () => {
  it('shows at most three, then how many more', () => {
    expect(favouritesPreview([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(favouritesPreview([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(favouritesPreview([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});

it('gives the spec badge colours (section 4)', () => {
  expect(requestStatusColour).toEqual({ pending: 'yellow', contacted: 'blue', completed: 'green', rejected: 'red' });
});
