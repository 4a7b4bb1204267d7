import { experimental_streamedQuery as streamedQuery, queryOptions, type DataTag, type QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@shared/contract/routes';
import { noRowsYet, withRowsPage, type RowsLoad } from '@shared/rules/rows-load';
import type { PropertyRow } from '@shared/views/property-management';
import { api, type ApiError, type ApiResponse } from './api';
import { firstRowsRequest } from './first-pages';
import { routeQueryKey } from './route-query';

/** Routes answered a page at a time (a `page` query parameter; `next` in each answer but the last). */
type PagedRoute = 'listProperties' | 'getSearchIndex';

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
 * The first page, short (its own cache entry, which the entry may already have asked for: app/early-start.ts), then
 * every page after it, each asked for once the one before it is in.
 */
async function* propertyRowPages(client: QueryClient, signal: AbortSignal): AsyncGenerator<ApiResponse<'listPropertyRows'>> {
  let page = await client.fetchQuery(queryOptions(firstRowsRequest()));
  yield page;
  while (page.next) {
    page = await api('listPropertyRows', { query: { page: page.next }, signal });
    yield page;
  }
}

/** The rows' cache entry: the route's key (so invalidating the route reaches it), holding the rows loaded so far. */
export const propertyRowsKey = routeQueryKey('listPropertyRows') as unknown as DataTag<readonly ['listPropertyRows'], RowsLoad<PropertyRow>, ApiError>;

/**
 * Property Management's rows, newest first, a page at a time: the cache holds the rows so far from the first page on
 * (the table paints them) and says when the last page is in. A refetch keeps the rows shown until it has read every
 * page. The screen's query and the start-up prefetch (prefetch.ts) share it.
 */
export const propertyRowsQuery = () =>
  queryOptions({
    queryKey: propertyRowsKey,
    queryFn: streamedQuery({
      streamFn: ({ client, signal }) => propertyRowPages(client, signal),
      refetchMode: 'replace',
      reducer: withRowsPage<PropertyRow>,
      initialValue: noRowsYet as RowsLoad<PropertyRow>,
    }),
  });
