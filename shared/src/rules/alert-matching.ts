import type { AlertKind, AlertMatch, ListingEventKind, PriceChange } from '../domain/alert';
import type { InvestorFields } from '../domain/profile';
import { adminInvestmentOptions, investorOptions } from '../domain/profile-options';
import type { Property } from '../domain/property';
import type { PropertyType } from '../domain/property-values';
import { formatPrice } from './money';
import { matchesFilters, searchHaystack, normaliseSearch, type PropertyFilters, type Searchable } from './property-filters';

type InterestOption = (typeof investorOptions.propertyTypeInterest)[number] | (typeof adminInvestmentOptions.propertyTypeInterest)[number];

const houses = ['Detached House', 'Semi Detached', 'Terrace', 'Bungalow'] as const;

/**
 * The spec's property-type-interest answers (the investor's form and the admin's dialog each have their own list)
 * mapped to the listing types they cover: the one table requirement matching reads.
 */
export const interestPropertyTypes: Record<InterestOption, readonly PropertyType[]> = {
  apartment: ['Flat', 'Block of Flats'],
  house: houses,
  studio: ['Flat'],
  commercial: ['Commercial Space', 'Mixed Commercial'],
  'mixed-use': ['Mixed Commercial'],
  development: ['Land'],
  residential: ['Flat', ...houses, 'Block of Flats', 'HMO'],
  hmo: ['HMO'],
  student_accommodation: ['HMO', 'Block of Flats'],
  mixed_use: ['Mixed Commercial'],
};

const amount = (digits: string, suffix: string | undefined): number => {
  const n = Number(digits.replace(/,/g, ''));
  const s = (suffix ?? '').toLowerCase();
  return s === 'k' ? n * 1_000 : s === 'm' || s === 'million' ? n * 1_000_000 : n;
};

/**
 * The most an investor will pay, read from the free-text budget ('£150,000', '150k', '£100k - £150k', 'up to 1.2m'):
 * the largest amount written. Null when no amount can be read, so an unreadable budget never hides a listing.
 */
export function budgetCeiling(budget: string | null): number | null {
  if (!budget) return null;
  const amounts = [...budget.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)?\b/gi)].map((m) => amount(m[1]!, m[2]));
  const usable = amounts.filter((n) => Number.isFinite(n) && n >= 1_000);
  return usable.length ? Math.max(...usable) : null;
}

type MatchFields = Pick<Property, 'price' | 'propertyType' | 'status' | 'areaInsightId'> & Searchable;

/**
 * Requirements match when at least one is set and every set one holds: the price within the budget, the type
 * among those the interest covers. An investor who stated neither gets alerts from saved searches only.
 */
export function matchesRequirements(p: Pick<Property, 'price' | 'propertyType'>, r: Pick<InvestorFields, 'budget' | 'propertyTypeInterest'>): boolean {
  const ceiling = budgetCeiling(r.budget);
  const types = r.propertyTypeInterest ? interestPropertyTypes[r.propertyTypeInterest] : null;
  if (ceiling === null && types === null) return false;
  return (ceiling === null || p.price <= ceiling) && (types === null || types.includes(p.propertyType));
}

/** A saved search matches by the dashboard's own rules (property-filters.ts), search text included. */
export function matchesSavedSearch(p: MatchFields, filters: PropertyFilters, haystack: string = searchHaystack(p)): boolean {
  const needle = normaliseSearch(filters.search);
  return matchesFilters(p, filters) && (needle === '' || haystack.includes(needle));
}

/** Why a listing alerts one investor: their first matching saved search (by name order as given), else their requirements, else null. */
export function alertMatch(
  p: MatchFields,
  searches: readonly { id: string; name: string; filters: PropertyFilters }[],
  requirements: Pick<InvestorFields, 'budget' | 'propertyTypeInterest'> | null,
  haystack: string = searchHaystack(p),
): AlertMatch | null {
  const search = searches.find((s) => matchesSavedSearch(p, s.filters, haystack));
  if (search) return { via: 'savedSearch', searchId: search.id, searchName: search.name };
  return requirements && matchesRequirements(p, requirements) ? { via: 'requirements' } : null;
}

type ListingState = Pick<Property, 'isPublished' | 'status' | 'price'> & { firstPublishedAt?: string | null };

const visible = (p: Pick<Property, 'isPublished' | 'status'>) => p.isPublished && p.status !== 'Withdrawn';

/**
 * What a listing write tells investors, if anything: published for the first time, a price fall while published, or
 * back to Available. Only a listing that is Available after the write alerts: drafts, Withdrawn, Sold and Under Contract
 * listings never do (nor their price cuts); any other edit (a price rise, text, photos, another status) does not either.
 * A fall that also makes it Available reads as the fall, which says more.
 */
export function listingEventKind(before: ListingState | null, after: ListingState): ListingEventKind | null {
  if (!visible(after) || after.status !== 'Available') return null;
  if (!before || (!before.isPublished && !before.firstPublishedAt)) return 'published';
  if (before.isPublished && after.price < before.price) return 'priceReduced';
  if (before.status !== 'Available' && after.status === 'Available') return 'backToAvailable';
  return null;
}

/** How long a fall shows as 'Reduced' on the card and detail page. */
export const REDUCED_BADGE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The price history after a price change: the old price, until now (newest first, bounded). */
export const withPriceChange = (history: readonly PriceChange[] | undefined, oldPrice: number, at: string): PriceChange[] =>
  [{ price: oldPrice, until: at }, ...(history ?? [])].slice(0, 20);

/** The previous price when the latest change was a fall within the last 30 days, else null. */
export function recentReduction(price: number, history: readonly PriceChange[] | undefined, now: Date = new Date()): PriceChange | null {
  const last = history?.[0];
  if (!last || last.price <= price) return null;
  const age = now.getTime() - Date.parse(last.until);
  return age >= 0 && age <= REDUCED_BADGE_DAYS * DAY_MS ? last : null;
}

/** The line that says why an alert came, as the inbox shows it. */
export function alertReason(a: { kind: AlertKind; price: number; previousPrice: number | null; match: AlertMatch }): string {
  if (a.kind === 'reservationOffered') return 'Offered to you from the waiting list: reserved for you now';
  if (a.kind === 'underOffer') return 'Under Offer: another investor’s reservation was accepted';
  if (a.kind === 'priceReduced' && a.previousPrice !== null) return `Price reduced ${formatPrice(a.previousPrice)} → ${formatPrice(a.price)}`;
  const why =
    a.match.via === 'savedSearch'
      ? `matching "${a.match.searchName}"`
      : a.match.via === 'waitingList'
        ? 'from your waiting list'
        : 'matching your requirements';
  return a.kind === 'backToAvailable' ? `Back to Available, ${why}` : `New listing ${why}`;
}
