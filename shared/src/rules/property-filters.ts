import type { Property } from '../domain/property';
import type { PropertyStatus, PropertyType } from '../domain/property-values';
import { propertyStatuses, propertyTypes } from '../domain/property-values';
import { fieldsWhere, type PropertyField, type PropertyFields } from '../domain/property-fields';
import { inPriceBand, isPriceBand, type PriceBand } from './price-bands';

/** Spec section 5, property search: the text fields, the numeric fields, the amenities and the condition fields (their descriptors say `searchable`). */
export const searchFields = fieldsWhere((d) => d.searchable === true) as SearchField[];
type SearchField = { [F in PropertyField]: PropertyFields[F] extends { searchable: true } ? F : never }[PropertyField];
/** Any subset of the searchable fields (the investor list carries the card fields only). */
export type Searchable = Partial<Pick<Property, SearchField>>;

/** Fields never match across each other ('Hull' + 'HU5' does not make 'hullhu5'): a search box cannot hold a line break. */
const separator = '\n';

/**
 * The lower-cased text a property is searched in; compute it once per property, not on every keystroke.
 * The server stores it with each property and serves it as the search index (the list carries cards only).
 */
export function searchHaystack(p: Searchable): string {
  const values: string[] = [];
  const fieldValues = searchFields.map((field) => p[field]);
  for (const value of fieldValues) if (typeof value === 'string' && value) values.push(value);
  for (const value of fieldValues) if (typeof value === 'number' && Number.isFinite(value)) values.push(String(value));
  for (const value of fieldValues) if (Array.isArray(value)) values.push(...value);
  return values.join(separator).toLowerCase();
}

export const normaliseSearch = (term: string): string => term.trim().toLowerCase();

/** Case-insensitive substring match across the searchable fields; an empty term matches everything. */
export const matchesSearch = (p: Searchable, term: string): boolean => {
  const needle = normaliseSearch(term);
  return needle === '' || searchHaystack(p).includes(needle);
};

export interface PropertyFilters {
  search: string;
  priceBand: PriceBand | 'all';
  propertyType: PropertyType | 'all';
  /** Spec: the status filter defaults to Available. */
  status: PropertyStatus | 'all';
  /** An area insight id (spec: the area filter matches area_insight_id). */
  areaId: string | 'all';
}

/** Cards the dashboard renders at first and adds with each 'Show more' (the list can hold thousands of properties). */
export const CARDS_PER_PAGE = 24;

export const defaultFilters: PropertyFilters = { search: '', priceBand: 'all', propertyType: 'all', status: 'Available', areaId: 'all' };

type FilterFields = Pick<Property, 'price' | 'propertyType' | 'status' | 'areaInsightId'>;

/** Every filter but the search: exact type, exact status, price band, area insight id. */
export const matchesFilters = (p: FilterFields, f: Omit<PropertyFilters, 'search'>): boolean =>
  (f.priceBand === 'all' || inPriceBand(p.price, f.priceBand)) &&
  (f.propertyType === 'all' || p.propertyType === f.propertyType) &&
  (f.status === 'all' || p.status === f.status) &&
  (f.areaId === 'all' || p.areaInsightId === f.areaId);

/**
 * The filtered list, order kept. `haystackOf` lets a caller reuse precomputed search text (the dashboard
 * memoises it per property so a keystroke costs one substring test per property).
 */
export function filterProperties<T extends FilterFields & Searchable>(
  properties: readonly T[],
  filters: PropertyFilters,
  haystackOf: (p: T) => string = searchHaystack,
): T[] {
  const needle = normaliseSearch(filters.search);
  return properties.filter((p) => matchesFilters(p, filters) && (needle === '' || haystackOf(p).includes(needle)));
}

/** URL query keys of the filters (a filtered view can be shared and survives a reload). */
export const filterQueryKeys = { search: 'q', priceBand: 'price', propertyType: 'type', status: 'status', areaId: 'area' } as const;

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from a URL query; unknown values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): PropertyFilters {
  const price = query.get(filterQueryKeys.priceBand);
  const status = query.get(filterQueryKeys.status);
  const area = query.get(filterQueryKeys.areaId)?.trim();
  return {
    search: query.get(filterQueryKeys.search) ?? '',
    priceBand: isPriceBand(price) ? price : 'all',
    propertyType: oneOf(propertyTypes, query.get(filterQueryKeys.propertyType)) ?? 'all',
    status: status === 'all' ? 'all' : (oneOf(propertyStatuses, status) ?? defaultFilters.status),
    areaId: area ? area : 'all',
  };
}

/** Writes the filters into a URL query, leaving out defaults (status 'all' is written, as it is not the default). */
export function filtersToQuery(filters: PropertyFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const query = new URLSearchParams(base);
  for (const key of Object.keys(filterQueryKeys) as (keyof PropertyFilters)[]) {
    const value = filters[key];
    if (value === defaultFilters[key] || (key === 'search' && value.trim() === '')) query.delete(filterQueryKeys[key]);
    else query.set(filterQueryKeys[key], value);
  }
  return query;
}

export const hasActiveFilters = (filters: PropertyFilters): boolean =>
  (Object.keys(defaultFilters) as (keyof PropertyFilters)[]).some((key) =>
    key === 'search' ? filters.search.trim() !== '' : filters[key] !== defaultFilters[key],
  );
