import { z } from 'zod';
import { accessStatuses, roles } from './domain/profile';
import { interestRegistrationInputSchema } from './domain/interest';
import { email } from './domain/common';

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

export const createUserSchema = z.object({
  email,
  fullName: z.string().trim().min(1, 'Email and full name are required').max(200),
  phone: z.string().trim().max(40).nullable().optional(),
  role: z.enum(roles).default('investor'),
});

export const routes = {
  // Access and identity
  registerInterest: defineRoute({
    method: 'POST',
    path: '/interest-registrations',
    handler: 'interest/register-interest',
    access: 'public',
    body: interestRegistrationInputSchema,
  }),
  requestActivation: defineRoute({
    method: 'POST',
    path: '/account-activation',
    handler: 'accounts/request-activation',
    access: 'public',
    body: z.object({ email }),
  }),
  recordSignIn: defineRoute({ method: 'POST', path: '/me/sign-in', handler: 'profiles/record-sign-in', access: 'signedIn' }),
  getMyProfile: defineRoute({ method: 'GET', path: '/me', handler: 'profiles/get-my-profile', access: 'signedIn' }),
  createUser: defineRoute({ method: 'POST', path: '/users', handler: 'accounts/create-user', access: 'admin', body: createUserSchema }),
  setAccess: defineRoute({
    method: 'PUT',
    path: '/profiles/{id}/access',
    handler: 'accounts/set-access',
    access: 'admin',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: z.object({ accessStatus: z.enum(accessStatuses).exclude(['pending']) }),
  }),

  listProfiles: defineRoute({ method: 'GET', path: '/profiles', handler: 'profiles/list-profiles', access: 'admin' }),
  listProperties: defineRoute({ method: 'GET', path: '/properties', handler: 'properties/list-properties', access: 'signedIn' }),
  listAreaInsights: defineRoute({ method: 'GET', path: '/area-insights', handler: 'area-insights/list-area-insights', access: 'public' }),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
