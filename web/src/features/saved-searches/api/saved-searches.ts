import { queryOptions } from '@tanstack/react-query';
import type { PropertyFilters } from '@shared/rules/property-filters';
import { api } from '../../../lib/api';
import { routeQuery, selectItems, useRouteMutation } from '../../../lib/route-query';

/** The investor's own saved dashboard searches, newest first. */
export const savedSearchesQuery = () => queryOptions({ ...routeQuery('listMySavedSearches'), select: selectItems });

export const useSaveSearch = () =>
  useRouteMutation({
    mutationFn: (body: { name: string; filters: PropertyFilters }) => api('createSavedSearch', { body }),
    invalidates: ['listMySavedSearches'],
  });

export const useRenameSearch = () =>
  useRouteMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => api('renameSavedSearch', { params: { id }, body: { name } }),
    invalidates: ['listMySavedSearches'],
  });

export const useDeleteSearch = () =>
  useRouteMutation({ mutationFn: (id: string) => api('deleteSavedSearch', { params: { id } }), invalidates: ['listMySavedSearches'] });
