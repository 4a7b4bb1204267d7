import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The search text of every listed property by id: all of spec section 5's searchable fields, which the
 * card list does not carry. Shares the list's key prefix, so refreshing the list refreshes it too.
 */
export const searchIndexQuery = () =>
  queryOptions({
    queryKey: ['properties', 'search-index'] as const,
    queryFn: async ({ signal }) => (await api('getSearchIndex', { signal })).texts,
  });
