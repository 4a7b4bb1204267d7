import * as z from '../core/zod';
import { id, isoDateTime, oneLine } from '../domain/common';
import { propertyStatuses, propertyTypes } from '../domain/property-values';
import { priceBandValues, type PriceBand } from './price-bands';
import type { PropertyFilters } from './property-filters';

/** The dashboard's filters as a saved search stores them: the same fields and values as PropertyFilters. */
export const savedFiltersSchema = z.object({
  search: z.string().check(z.trim(), z.maxLength(200, 'A search is at most 200 characters')),
  priceBand: z.enum(['all', ...priceBandValues] as [PriceBand | 'all', ...(PriceBand | 'all')[]]),
  propertyType: z.enum(['all', ...propertyTypes]),
  status: z.enum(['all', ...propertyStatuses]),
  areaId: z.union([z.literal('all'), id]),
}) satisfies z.ZodMiniType<PropertyFilters>;

export const savedSearchName = z.string().check(z.trim(), z.minLength(1, 'Name the search'), z.maxLength(100, 'A name is at most 100 characters'), oneLine());

/** A search an investor saved on the dashboard: stored under the investor, seen by no one else. */
export const savedSearchSchema = z.object({ id, userId: id, name: savedSearchName, filters: savedFiltersSchema, createdAt: isoDateTime });
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const createSavedSearchSchema = z.object({ name: savedSearchName, filters: savedFiltersSchema });
export const renameSavedSearchSchema = z.object({ name: savedSearchName });

/** The most saved searches one investor keeps. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep up to ${MAX_SAVED_SEARCHES} saved searches: delete one on your profile first`;
