import type { RouteName } from '@shared/contract/routes';
import { api, type ApiResponse } from './api';
import { routeQueryKey, type KeyArgs, type ReadRouteName } from './route-query-key';

/**
 * A GET route's query key and the request that answers it, without TanStack Query's code: `routeQuery` (route-query.ts)
 * makes a query of it, and the app's entry asks for a page's first requests with it before that code arrives.
 */
export function routeRequest<N extends ReadRouteName>(name: N, ...[input]: KeyArgs<N>) {
  const call = api as (name: RouteName, input: object) => Promise<ApiResponse<N>>;
  return {
    queryKey: routeQueryKey<N>(name, ...([input] as KeyArgs<N>)),
    queryFn: ({ signal }: { signal?: AbortSignal }) => call(name, { ...input, signal }),
  };
}
