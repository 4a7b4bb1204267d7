import { z } from 'zod';

/**
 * The single route table: it drives the CDK routes and authorizers (infra/), the local API adapter
 * (infra/local/), the handlers' access checks (functions/src/http/) and the authorization-matrix test.
 *
 * access: 'public'   anyone, no token needed;
 *         'signedIn' a valid Cognito token AND an approved profile (checked on every call);
 *         'admin'    as signedIn, plus the Cognito group admin and the profile role admin.
 * handler: module under functions/src exporting `handler`, e.g. 'properties/list-properties'.
 */
export type Access = 'public' | 'signedIn' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly handler: string;
  readonly access: Access;
  readonly body?: z.ZodType;
  readonly query?: z.ZodType;
  readonly params?: z.ZodType;
}

const defineRoute = <const R extends RouteDef>(route: R): R => route;

export const routes = {
  getMyProfile: defineRoute({ method: 'GET', path: '/me', handler: 'profiles/get-my-profile', access: 'signedIn' }),
  listProfiles: defineRoute({ method: 'GET', path: '/profiles', handler: 'profiles/list-profiles', access: 'admin' }),
  listProperties: defineRoute({ method: 'GET', path: '/properties', handler: 'properties/list-properties', access: 'signedIn' }),
  listAreaInsights: defineRoute({
    method: 'GET',
    path: '/area-insights',
    handler: 'area-insights/list-area-insights',
    access: 'public',
    query: z.object({ include: z.enum(['unpublished']).optional() }),
  }),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
