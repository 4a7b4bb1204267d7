import type { DataTag } from '@tanstack/react-query';
import type { routes, RouteName } from '@shared/contract/routes';
import type { ApiError, ApiInput, ApiResponse, OptionalIfEmpty } from './api';

/**
 * A cached answer's key, named by the route table (see route-query.ts). On its own, without TanStack Query's code,
 * so the app's entry can start the first page's requests under the keys the screens read (early-start.ts).
 */

type Routes = typeof routes;
/** The routes a query may read: GETs only (a write is a mutation). */
export type ReadRouteName = { [N in RouteName]: Routes[N]['method'] extends 'GET' ? N : never }[RouteName];
/** What a route was called with, without the abort signal: the key's second part. */
export type RouteInput<N extends RouteName> = Omit<ApiInput<N>, 'signal'>;
export type KeyArgs<N extends RouteName> = [] extends OptionalIfEmpty<N> ? [input?: RouteInput<N>] : [input: RouteInput<N>];

/** The cache key of a route query (not API Gateway's route key, shared/src/contract/routes.ts): `[name]`, or `[name, { ...params, ...query }]` for a route called with parameters; tagged with the route's answer type. */
export type RouteQueryKey<N extends RouteName> = DataTag<readonly [N] | readonly [N, Readonly<Record<string, unknown>>], ApiResponse<N>, ApiError>;

export function routeQueryKey<N extends RouteName>(name: N, ...[input]: KeyArgs<N>): RouteQueryKey<N> {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const variables = { ...params, ...query };
  return (Object.keys(variables).length > 0 ? [name, variables] : [name]) as unknown as RouteQueryKey<N>;
}
