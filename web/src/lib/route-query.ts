import { queryOptions, useMutation, useQueryClient, type QueryClient, type QueryFilters, type UseMutationOptions } from '@tanstack/react-query';
import type { RouteName } from '@shared/contract/routes';
import type { KeyArgs, ReadRouteName } from './route-query-key';
import { routeRequest } from './route-request';

export { routeQueryKey, type ReadRouteName } from './route-query-key';

/**
 * Queries and mutations keyed by the route table, as `api()` calls it: a query's key is its route's name and
 * the parameters it was called with, so two screens reading the same route share one cache entry holding the
 * route's answer as the API sent it (each screen shapes it with `select`), and a key can never name a route
 * that does not exist. Invalidating a route name reaches every parameter variant of it (TanStack Query
 * matches keys by prefix).
 */

/**
 * A query's options for a GET route: `routeQuery('getProperty', { params: { id } })`. Spread them to add
 * `select`, `staleTime` or `enabled`: `useQuery({ ...routeQuery('listProperties'), select: (r) => r.items })`.
 */
export function routeQuery<N extends ReadRouteName>(name: N, ...[input]: KeyArgs<N>) {
  return queryOptions(routeRequest<N>(name, ...([input] as KeyArgs<N>)));
}

/** Every cached query of these routes, whatever their parameters. */
export const routesFilter = (names: readonly RouteName[]): QueryFilters => ({
  predicate: (query) => names.includes(query.queryKey[0] as RouteName),
});

export const invalidateRoutes = (queryClient: QueryClient, names: readonly RouteName[]) =>
  names.length > 0 ? queryClient.invalidateQueries(routesFilter(names)) : Promise.resolve();

/**
 * A mutation that, once it succeeded and its own `onSuccess` ran, marks the queries of the routes it changed
 * as stale (the ones on screen refetch at once) and settles when they have.
 */
export function useRouteMutation<TData = unknown, TVariables = void, TContext = unknown>({
  invalidates = [],
  onSuccess,
  ...options
}: UseMutationOptions<TData, Error, TVariables, TContext> & { invalidates?: readonly RouteName[] }) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await onSuccess?.(...args);
      await invalidateRoutes(queryClient, invalidates);
    },
  });
}

/** The `select` of a list route whose answer is `{ items }`. */
export const selectItems = <T>(answer: { items: T[] }): T[] => answer.items;
