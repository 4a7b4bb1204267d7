import type { PropertyRequestStatus } from '../domain/favourite';

/**
 * Rules of the admin 'Property requests' screen (spec 'Property requests (admin)', sections 4, 5 and 9).
 */

/** Spec section 9: at most three favourites are listed per request, then '+N more'. */
export const FAVOURITES_SHOWN = 3;
/** Spec section 9: the status filter starts at pending. */
export const DEFAULT_STATUS_FILTER = 'pending';
export type StatusFilter = PropertyRequestStatus | 'all';

/** Spec section 4: badge colours yellow, blue, green and red for pending, contacted, completed and rejected. */
export const requestStatusColour = { pending: 'yellow', contacted: 'blue', completed: 'green', rejected: 'red' } as const satisfies Record<
  PropertyRequestStatus,
  string
>;

export interface SearchableRequest {
  status: PropertyRequestStatus;
  profile: { fullName: string | null; email: string | null } | null;
  property: { title: string } | null;
}

/** Spec section 5: the admin requests search is case-insensitive on the investor's name, email and the property title. */
export function matchesRequestSearch(request: SearchableRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.profile?.fullName, request.profile?.email, request.property?.title].some((value) => value?.toLowerCase().includes(needle));
}

/** The rows shown: the status filter ('all' for every status) and the search together. */
export const filterRequests = <R extends SearchableRequest>(requests: readonly R[], search: string, status: StatusFilter): R[] =>
  requests.filter((r) => (status === 'all' || r.status === status) && matchesRequestSearch(r, search));

/** The four stat cards: counted over every request, whatever the filter. */
export function requestStats(requests: readonly Pick<SearchableRequest, 'status'>[]): { total: number; pending: number; contacted: number; completed: number } {
  const count = (status: PropertyRequestStatus) => requests.filter((r) => r.status === status).length;
  return { total: requests.length, pending: count('pending'), contacted: count('contacted'), completed: count('completed') };
}

/** The favourites column: the first three, and how many more ('+N more'; 0 shows nothing). */
export function favouritesPreview<T>(favourites: readonly T[]): { shown: T[]; more: number } {
  return { shown: favourites.slice(0, FAVOURITES_SHOWN), more: Math.max(0, favourites.length - FAVOURITES_SHOWN) };
}
