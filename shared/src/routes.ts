import { z } from 'zod';
import { accessStatuses, investorFieldsSchema, roles } from './domain/profile';
import { interestRegistrationInputSchema } from './domain/interest';
import { email } from './domain/common';
import { documentParamSchema } from './property-documents';
import { publicViews } from './public-property';

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

const idParams = z.object({ id: z.string().min(1).max(64) });
const propertyParams = z.object({ propertyId: z.string().min(1).max(64) });

export const updateMyProfileSchema = z
  .object({
    fullName: z.string().trim().min(1, 'Full name cannot be empty').max(200).optional(),
    /** An empty phone is saved as null. */
    phone: z.string().trim().max(40).nullable().optional().transform((v) => (v === '' ? null : v)),
  })
  .refine((v) => v.fullName !== undefined || v.phone !== undefined, 'Change your name or phone first');

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
    params: idParams,
    body: z.object({ accessStatus: z.enum(accessStatuses).exclude(['pending']) }),
  }),

  listProfiles: defineRoute({ method: 'GET', path: '/profiles', handler: 'profiles/list-profiles', access: 'admin' }),
  listProperties: defineRoute({ method: 'GET', path: '/properties', handler: 'properties/list-properties', access: 'signedIn' }),
  /** Every searchable text of each property the caller may list, so the dashboard can search all of spec section 5's fields. */
  getSearchIndex: defineRoute({ method: 'GET', path: '/property-search-index', handler: 'properties/get-search-index', access: 'signedIn' }),
  getProperty: defineRoute({ method: 'GET', path: '/properties/{id}', handler: 'properties/get-property', access: 'signedIn', params: idParams }),
  // Property detail, public pages and link previews (issue 5)
  deleteProperty: defineRoute({ method: 'DELETE', path: '/properties/{id}', handler: 'properties/delete-property', access: 'admin', params: idParams }),
  /** Rewrites the investor catalogue from the property records (after a rule change, or data written outside the API). */
  rebuildCatalogue: defineRoute({ method: 'POST', path: '/catalogue/rebuild', handler: 'properties/rebuild-catalogue', access: 'admin' }),
  getDocumentLink: defineRoute({
    method: 'GET',
    path: '/properties/{id}/documents/{document}',
    handler: 'properties/get-document-link',
    access: 'signedIn',
    params: idParams.extend({ document: documentParamSchema }),
  }),
  getPublicProperty: defineRoute({
    method: 'GET',
    path: '/public/properties/{id}',
    handler: 'public/get-public-property',
    access: 'public',
    params: idParams,
    query: z.object({ view: z.enum(publicViews).default('peek') }),
  }),
  /** The SPA's index.html with the property's link-preview tags (CloudFront sends /public-property/{id} and /public-property-full/{id} here). */
  shareProperty: defineRoute({
    method: 'GET',
    path: '/share/{view}/{id}',
    handler: 'public/share-property',
    access: 'public',
    params: idParams.extend({ view: z.enum(publicViews) }),
  }),

  // The investor's own favourites, detail requests and profile
  listMyFavourites: defineRoute({ method: 'GET', path: '/me/favourites', handler: 'favourites/list-my-favourites', access: 'signedIn' }),
  addFavourite: defineRoute({ method: 'PUT', path: '/me/favourites/{propertyId}', handler: 'favourites/add-favourite', access: 'signedIn', params: propertyParams }),
  removeFavourite: defineRoute({ method: 'DELETE', path: '/me/favourites/{propertyId}', handler: 'favourites/remove-favourite', access: 'signedIn', params: propertyParams }),
  listMyPropertyRequests: defineRoute({ method: 'GET', path: '/me/property-requests', handler: 'property-requests/list-my-property-requests', access: 'signedIn' }),
  addPropertyRequest: defineRoute({ method: 'PUT', path: '/me/property-requests/{propertyId}', handler: 'property-requests/add-property-request', access: 'signedIn', params: propertyParams }),
  removePropertyRequest: defineRoute({ method: 'DELETE', path: '/me/property-requests/{propertyId}', handler: 'property-requests/remove-property-request', access: 'signedIn', params: propertyParams }),
  updateMyProfile: defineRoute({ method: 'PATCH', path: '/me', handler: 'profiles/update-my-profile', access: 'signedIn', body: updateMyProfileSchema }),
  updateMyRequirements: defineRoute({ method: 'PUT', path: '/me/requirements', handler: 'profiles/update-my-requirements', access: 'signedIn', body: investorFieldsSchema }),
  listAreaInsights: defineRoute({ method: 'GET', path: '/area-insights', handler: 'area-insights/list-area-insights', access: 'public' }),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
