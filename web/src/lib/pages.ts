import { queryOptions } from '@tanstack/react-query';
import type { RouteName } from '@shared/contract/routes';
import { newestFirst } from '@shared/rules/sort';
import { api, type ApiResponse } from './api';
import { routeKey } from './route-query';

/** Routes answered a page at a time (a `page` query parameter; `next` in each answer but the last). */
type PagedRoute = 'listProperties' | 'getSearchIndex' | 'listPropertyRows';

/** The answers of every page from `first` on, in order: each next page is asked for once the one before it is in. */
export async function withLaterPages<N extends PagedRoute>(name: N, first: ApiResponse<N>, signal?: AbortSignal): Promise<ApiResponse<N>[]> {
  const call = api as (name: RouteName, input: { query: { page: string }; signal?: AbortSignal }) => Promise<ApiResponse<N>>;
  const pages = [first];
  for (let next = first.next; next;) {
    const page = await call(name, { query: { page: next }, signal });
    pages.push(page);
    next = page.next;
  }
  return pages;
}

/**
 * Property Management's rows, every page of them, newest first: the screen's query and the start-up prefetch
 * (prefetch.ts) share it.
 */
export const propertyRowsQuery = () =>
  queryOptions({
    queryKey: routeKey('listPropertyRows'),
    queryFn: async ({ signal }) => {
      const pages = await withLaterPages('listPropertyRows', await api('listPropertyRows', { signal }), signal);
      return { items: newestFirst(pages.flatMap((page) => page.items)) };
    },
  });
