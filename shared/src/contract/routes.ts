import { auditTargets, type AuditEvent } from '../domain/audit';
import * as z from '../core/zod';
import { accessStatuses, investorFieldsSchema, roles } from '../domain/profile';
import { interestRegistrationInputSchema, type InterestRegistration } from '../domain/interest';
import { email, id, oneLine, version } from '../domain/common';
import { documentParamSchema } from '../rules/document-param';
import { createPropertyBodySchema, updatePropertyBodySchema } from '../views/property-form';
import { publicViews, type PublicProperty } from '../views/public-property';
import type { Profile } from '../domain/profile';
import type { ProfileRow } from '../views/profile-summary';
import type { InvitationStatus } from '../rules/invitation';
import type { Property, PropertyCard } from '../domain/property';
import type { AreaInsight } from '../domain/area-insight';
import type { Permission } from './permissions';
import { html, json, noContent, text, type ResponseType } from './route-response';
import { areaInsightInputSchema } from '../domain/area-insight';
import type { PropertyNotification } from '../domain/property-notification';
import type { AlertRecipient } from '../rules/alert-recipients';
import { notifyPropertySchema, patchPropertySchema, type PropertyRow } from '../views/property-management';
import type { CreatedUser, ErasedMemberRow, RegistrationRow, SavedDealScenario, SavedFavourite, SavedPropertyRequest, UnfinishedErasureRow } from './responses';
import { createDealScenarioSchema, type DealScenario } from '../domain/deal-scenario';
import { resourceInputSchema, type Resource } from '../domain/resource';
import type { InvestorProperty } from '../views/investor-property';
import { propertyRequestStatuses, type PropertyRequest } from '../domain/favourite';
import type { DocumentAccess } from '../domain/document-access';
import type { AdminPropertyRequest, InvestorProfileView } from '../views/property-requests';
import { digestFrequencies, type Alert, type DigestFrequency } from '../domain/alert';
import { createSavedSearchSchema, renameSavedSearchSchema, type SavedSearch } from '../rules/saved-searches';
import { createUploadSchema, type CompletedUpload, type CreatedUpload } from '../rules/uploads';
import type { MemberDataExport } from '../views/member-export';

/**
 * The single route table: it drives the CDK routes and authorizers (infra/), the local API adapter
 * (infra/local/), the handlers' access checks (functions/src/http/) and the authorization-matrix test.
 *
 * access: 'public'   anyone, no token needed;
 *         'signedIn' a valid Cognito token AND an approved profile (checked on every call);
 *         'admin'    as signedIn, plus the Cognito group admin and the profile role admin.
 * handler: module under functions/src exporting `handler`, e.g. 'properties/list-properties'.
 * response: what it answers (a type only, see route-response.ts); the web client's `api()` returns it.
 * permissions: what its code touches beyond its logs (shared/src/contract/permissions.ts), spelled out per route.
 * group: the function serving it (functionGroups below). Its IAM is the union of its routes' permissions.
 *
 * Signed-in and admin routes that only read still list table:write: the shared chain gives a bootstrap
 * admin (BOOTSTRAP_ADMIN_EMAILS) a profile on their first call, whichever route that is.
 */
export type Access = 'public' | 'signedIn' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A function's timeout when its group or job names none (infra/lib/constructs/portal-function.ts). */
export const DEFAULT_FUNCTION_TIMEOUT_SECONDS = 10;

export interface FunctionGroupDef {
  /** Every route of the group has this access level: one function never mixes privileges. */
  readonly access: Access;
  readonly description: string;
  readonly memorySize?: number;
  readonly timeoutSeconds?: number;
  /** Native packages installed into this function's asset for linux-arm64 (infra/lib/constructs/portal-function.ts). */
  readonly nativeModules?: readonly 'sharp'[];
}

/**
 * One Lambda per group, dispatching on API Gateway's routeKey to its routes' handlers. Grouped by area
 * and privilege: a public function never holds what only signed-in or admin routes need.
 */
export const functionGroups = {
  publicRead: { access: 'public', description: 'Public pages and lists (reads only)' },
  publicWrite: { access: 'public', description: 'Public forms: interest registrations and activation requests' },
  member: { access: 'signedIn', description: "The investor's catalogue, favourites, detail requests, profile and resources" },
  /** Apart from member (the 300 KB bundle bound): what a member keeps of their own, and their data rights. */
  /**
   * An erasure's slowest step is the whole erasure (a Query and a delete per item, then three Cognito calls of up to
   * 6.5 s each: the password, finding the login, deleting it), so API Gateway's 29 s; a step cut short is finished
   * by a retry, 'Finish erasure' or the scheduled job.
   */
  account: {
    access: 'signedIn',
    description: "The investor's own account: deal scenarios, saved searches, alerts, data export and erasure",
    timeoutSeconds: 29,
  },
  /** Also erases members (as account does): API Gateway's 29 s. */
  adminUsers: { access: 'admin', description: 'Admin: accounts and access', timeoutSeconds: 29 },
  /** A full catalogue rebuild rewrites every listable property's two items: up to API Gateway's 29 s integration limit. */
  adminCatalogue: { access: 'admin', description: 'Admin: properties and their files', timeoutSeconds: 29 },
  /**
   * Also what Property Management does around a property rather than to its record: its interest, the notifications
   * sent (signed webhooks) and its deletion with its files (so up to API Gateway's 29 s). Apart from adminCatalogue,
   * which carries the property form schema, so that neither bundle carries both (the 300 KB bundle bound).
   */
  adminContent: {
    access: 'admin',
    description: "Admin: resources, area insights, property requests, and a property's interest, notifications and deletion",
    timeoutSeconds: 29,
  },
  /** Uploads: photo variants with sharp (packaged for linux-arm64 in this function only), so more memory (and CPU) and API Gateway's 29 s. */
  adminMedia: {
    access: 'admin',
    description: 'Admin: file uploads (presigned POST, checks, photo variants)',
    memorySize: 1536,
    timeoutSeconds: 29,
    nativeModules: ['sharp'],
  },
} as const satisfies Record<string, FunctionGroupDef>;

export type FunctionGroup = keyof typeof functionGroups;

export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly handler: string;
  readonly access: Access;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly params?: z.ZodMiniType;
  readonly response: ResponseType<unknown>;
  readonly permissions: readonly Permission[];
  readonly group: FunctionGroup;
}

const defineRoute = <const R extends RouteDef>(route: R): R => route;

/** Cognito usernames (our users sign in with their email) hold at most 128 characters. */
export const COGNITO_USERNAME_LIMIT = 128;

export const createUserSchema = z.object({
  email: z.pipe(email, z.string().check(z.maxLength(COGNITO_USERNAME_LIMIT, `Email must be at most ${COGNITO_USERNAME_LIMIT} characters to sign in with`))),
  fullName: z.string().check(z.trim(), z.minLength(1, 'Email and full name are required'), z.maxLength(200), oneLine()),
  phone: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40), oneLine()))),
  role: z._default(z.enum(roles), 'investor'),
  /** The interest registration the account is made from: it becomes account_created with the account. */
  registrationEmail: z.optional(email),
});

/** What the admin may change on a member's profile (spec: User Management, the details dialog). */
export const adminProfileUpdateSchema = z.extend(investorFieldsSchema, {
  expectedVersion: version,
  phone: z.nullable(z.string().check(z.trim(), z.maxLength(40), oneLine())),
});

const slugParams = z.object({ slug: z.string().check(z.minLength(1), z.maxLength(120)) });
/** Path ids in their one canonical form (domain/common.ts `id`): an upper-case or padded id is a 400, never a second record. */
export const idParams = z.object({ id });
export const propertyParams = z.object({ propertyId: id });

export const updateMyProfileSchema = z
  .object({
    fullName: z.optional(z.string().check(z.trim(), z.minLength(1, 'Full name cannot be empty'), z.maxLength(200), oneLine())),
    /** An empty phone is saved as null. */
    phone: z.pipe(
      z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(40), oneLine()))),
      z.transform((v) => (v === '' ? null : v)),
    ),
  })
  .check(z.refine((v) => v.fullName !== undefined || v.phone !== undefined, 'Change your name or phone first'));

/** Erasing one's own account asks for the password again. */
export const eraseMyAccountSchema = z.object({ password: z.string().check(z.minLength(1, 'Enter your password to delete your account'), z.maxLength(256)) });

/** An edit of a resource names the version the admin read (a stale edit is a 409). */
export const resourceUpdateSchema = z.extend(resourceInputSchema, { version: z.int().check(z.gte(1)) });
/** A delete may name the version the admin saw (then a changed record is a 409 rather than deleted). */
/**
 * A page of a long list (the catalogue, its search texts, the management rows): `page` is the `next` the page
 * before answered with (none: the first page), `limit` caps the page's items (the first screenful); without
 * it a page holds a few megabytes, so every page fits a Lambda answer uncompressed.
 */
export const listPageQuery = z.object({
  page: z.optional(
    z
      .string()
      .check(
        z.maxLength(2000, 'page must be the next value of the page before'),
        z.regex(/^[A-Za-z0-9_-]+$/, 'page must be the next value of the page before'),
      ),
  ),
  limit: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,2}$/, 'limit must be a whole number from 1 to 999')), z.transform(Number))),
});

const versionQuery = z.object({ version: z.optional(z.pipe(z.string().check(z.regex(/^\d{1,9}$/)), z.transform(Number))) });

export const routes = {
  // Access and identity
  registerInterest: defineRoute({
    method: 'POST',
    path: '/interest-registrations',
    handler: 'interest/register-interest',
    access: 'public',
    body: interestRegistrationInputSchema,
    response: json<{ id: string }>(),
    permissions: ['table:read', 'table:write', 'invoke:leadWebhook'],
    group: 'publicWrite',
  }),
  requestActivation: defineRoute({
    method: 'POST',
    path: '/account-activation',
    handler: 'accounts/request-activation',
    access: 'public',
    body: z.object({ email }),
    response: json<{ message: string }>(),
    permissions: ['table:read', 'table:write', 'invoke:sendActivation'],
    group: 'publicWrite',
  }),
  recordSignIn: defineRoute({
    method: 'POST',
    path: '/me/sign-in',
    handler: 'profiles/record-sign-in',
    access: 'signedIn',
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  getMyProfile: defineRoute({
    method: 'GET',
    path: '/me',
    handler: 'profiles/get-my-profile',
    access: 'signedIn',
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  createUser: defineRoute({
    method: 'POST',
    path: '/users',
    handler: 'accounts/create-user',
    access: 'admin',
    body: createUserSchema,
    response: json<CreatedUser>(),
    permissions: ['table:read', 'table:write', 'users:invite'],
    group: 'adminUsers',
  }),
  setAccess: defineRoute({
    method: 'PUT',
    path: '/profiles/{id}/access',
    handler: 'accounts/set-access',
    access: 'admin',
    params: idParams,
    body: z.object({ accessStatus: z.enum(accessStatuses.filter((s): s is Exclude<typeof s, 'pending'> => s !== 'pending')) }),
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write', 'users:setAccess'],
    group: 'adminUsers',
  }),

  listProfiles: defineRoute({
    method: 'GET',
    path: '/profiles',
    handler: 'profiles/list-profiles',
    access: 'admin',
    response: json<{ items: ProfileRow[] }>(),
    permissions: ['table:read', 'table:write', 'users:list'],
    group: 'adminUsers',
  }),

  // User management (admin)
  listRegistrations: defineRoute({
    method: 'GET',
    path: '/interest-registrations',
    handler: 'interest/list-registrations',
    access: 'admin',
    response: json<{ items: RegistrationRow[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  setRegistrationStatus: defineRoute({
    method: 'PUT',
    path: '/interest-registrations/{email}/status',
    handler: 'interest/set-registration-status',
    access: 'admin',
    params: z.object({ email }),
    body: z.object({ status: z.string().check(z.trim(), z.minLength(1, 'Choose a status'), z.maxLength(40, 'A status is at most 40 characters'), oneLine()) }),
    response: json<{ registration: InterestRegistration }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  /** Queues the registration's lead to the webhook again (a failed lead is kept, not lost): leadDelivery becomes 'pending', then 'delivered' or 'failed'. */
  resendLead: defineRoute({
    method: 'POST',
    path: '/interest-registrations/{email}/lead/resend',
    handler: 'interest/resend-lead',
    access: 'admin',
    params: z.object({ email }),
    response: json<{ registration: InterestRegistration }>(),
    permissions: ['table:read', 'table:write', 'invoke:leadWebhook'],
    group: 'adminUsers',
  }),
  getProfileDetails: defineRoute({
    method: 'GET',
    path: '/profiles/{id}',
    handler: 'profiles/get-profile-details',
    access: 'admin',
    params: idParams,
    response: json<{ profile: Profile; invitation: InvitationStatus }>(),
    permissions: ['table:read', 'table:write', 'users:read'],
    group: 'adminUsers',
  }),
  updateProfileByAdmin: defineRoute({
    method: 'PATCH',
    path: '/profiles/{id}',
    handler: 'profiles/update-profile-by-admin',
    access: 'admin',
    params: idParams,
    body: adminProfileUpdateSchema,
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  sendWelcomeEmail: defineRoute({
    method: 'POST',
    path: '/profiles/{id}/welcome-email',
    handler: 'accounts/send-welcome-email',
    access: 'admin',
    params: idParams,
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  resendInvitation: defineRoute({
    method: 'POST',
    path: '/profiles/{id}/invitation',
    handler: 'accounts/resend-invitation',
    access: 'admin',
    params: idParams,
    response: json<{ message: string }>(),
    permissions: ['table:read', 'table:write', 'users:activate'],
    group: 'adminUsers',
  }),
  listProperties: defineRoute({
    method: 'GET',
    path: '/properties',
    handler: 'properties/list-properties',
    access: 'signedIn',
    query: listPageQuery,
    /** Pages follow `next` until there is none; an investor's pages come in catalogue order (`inOrder`), an admin's in any. */
    response: json<{ items: PropertyCard[]; next?: string; inOrder?: boolean }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  /** Every searchable text of each property the caller may list, so the dashboard can search all of spec section 5's fields. */
  getSearchIndex: defineRoute({
    method: 'GET',
    path: '/property-search-index',
    handler: 'properties/get-search-index',
    access: 'signedIn',
    query: listPageQuery,
    response: json<{ texts: Record<string, string>; next?: string }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  /** Admins get the whole record; investors the detail page's view (investor-property.ts). */
  getProperty: defineRoute({
    method: 'GET',
    path: '/properties/{id}',
    handler: 'properties/get-property',
    access: 'signedIn',
    params: idParams,
    response: json<{ property: Property | InvestorProperty }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  // Property detail, public pages and link previews (spec admin-and-content 'Property detail', 'Public pages')
  // Add / Edit Property (spec admin-and-content 'Add / Edit Property'): the form's one schema; yield is computed by the server; audited.
  createProperty: defineRoute({
    method: 'POST',
    path: '/properties',
    handler: 'properties/create-property',
    access: 'admin',
    body: createPropertyBodySchema,
    response: json<{ property: Property }>(),
    permissions: ['table:read', 'table:write', 'invoke:alerts'],
    group: 'adminCatalogue',
  }),
  updateProperty: defineRoute({
    method: 'PUT',
    path: '/properties/{id}',
    handler: 'properties/update-property',
    access: 'admin',
    params: idParams,
    body: updatePropertyBodySchema,
    response: json<{ property: Property }>(),
    permissions: ['table:read', 'table:write', 'invoke:alerts'],
    group: 'adminCatalogue',
  }),
  deleteProperty: defineRoute({
    method: 'DELETE',
    path: '/properties/{id}',
    handler: 'properties/delete-property',
    access: 'admin',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'images:list', 'images:delete', 'documents:list', 'documents:delete'],
    group: 'adminContent',
  }),
  /** Rewrites the investor catalogue from the property records (after a rule change, or data written outside the API). */
  rebuildCatalogue: defineRoute({
    method: 'POST',
    path: '/catalogue/rebuild',
    handler: 'properties/rebuild-catalogue',
    access: 'admin',
    response: json<{ properties: number; written: number; removed: number }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminCatalogue',
  }),
  getDocumentLink: defineRoute({
    method: 'GET',
    path: '/properties/{id}/documents/{document}',
    handler: 'properties/get-document-link',
    access: 'signedIn',
    params: z.extend(idParams, { document: documentParamSchema }),
    response: json<{ url: string; expiresIn: number }>(),
    permissions: ['table:read', 'table:write', 'documents:read'],
    group: 'member',
  }),
  getPublicProperty: defineRoute({
    method: 'GET',
    path: '/public/properties/{id}',
    handler: 'public/get-public-property',
    access: 'public',
    params: idParams,
    query: z.object({ view: z._default(z.enum(publicViews), 'peek') }),
    response: json<{ property: PublicProperty }>(),
    permissions: ['table:read', 'documents:read'],
    group: 'publicRead',
  }),
  /** The SPA's index.html with the property's link-preview tags (CloudFront sends /public-property/{id} and /public-property-full/{id} here). */
  shareProperty: defineRoute({
    method: 'GET',
    path: '/share/{view}/{id}',
    handler: 'public/share-property',
    access: 'public',
    params: z.extend(idParams, { view: z.enum(publicViews) }),
    response: html(),
    permissions: ['table:read'],
    group: 'publicRead',
  }),

  // The investor's own favourites, detail requests and profile
  listMyFavourites: defineRoute({
    method: 'GET',
    path: '/me/favourites',
    handler: 'favourites/list-my-favourites',
    access: 'signedIn',
    response: json<{ items: SavedFavourite[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  addFavourite: defineRoute({
    method: 'PUT',
    path: '/me/favourites/{propertyId}',
    handler: 'favourites/add-favourite',
    access: 'signedIn',
    params: propertyParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  removeFavourite: defineRoute({
    method: 'DELETE',
    path: '/me/favourites/{propertyId}',
    handler: 'favourites/remove-favourite',
    access: 'signedIn',
    params: propertyParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  listMyPropertyRequests: defineRoute({
    method: 'GET',
    path: '/me/property-requests',
    handler: 'property-requests/list-my-property-requests',
    access: 'signedIn',
    response: json<{ items: SavedPropertyRequest[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  addPropertyRequest: defineRoute({
    method: 'PUT',
    path: '/me/property-requests/{propertyId}',
    handler: 'property-requests/add-property-request',
    access: 'signedIn',
    params: propertyParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  removePropertyRequest: defineRoute({
    method: 'DELETE',
    path: '/me/property-requests/{propertyId}',
    handler: 'property-requests/remove-property-request',
    access: 'signedIn',
    params: propertyParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  updateMyProfile: defineRoute({
    method: 'PATCH',
    path: '/me',
    handler: 'profiles/update-my-profile',
    access: 'signedIn',
    body: updateMyProfileSchema,
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  updateMyRequirements: defineRoute({
    method: 'PUT',
    path: '/me/requirements',
    handler: 'profiles/update-my-requirements',
    access: 'signedIn',
    body: investorFieldsSchema,
    response: json<{ profile: Profile }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  // The investor's saved deal analyses: their own only (under their partition); another member's id is a 404, as a missing one.
  listMyDealScenarios: defineRoute({
    method: 'GET',
    path: '/me/deal-scenarios',
    handler: 'deal-scenarios/list-my-deal-scenarios',
    access: 'signedIn',
    query: z.object({ propertyId: z.optional(id) }),
    response: json<{ items: SavedDealScenario[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  createDealScenario: defineRoute({
    method: 'POST',
    path: '/me/deal-scenarios',
    handler: 'deal-scenarios/create-deal-scenario',
    access: 'signedIn',
    body: createDealScenarioSchema,
    response: json<{ scenario: DealScenario }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  getMyDealScenario: defineRoute({
    method: 'GET',
    path: '/me/deal-scenarios/{id}',
    handler: 'deal-scenarios/get-my-deal-scenario',
    access: 'signedIn',
    params: idParams,
    response: json<{ scenario: DealScenario }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  deleteDealScenario: defineRoute({
    method: 'DELETE',
    path: '/me/deal-scenarios/{id}',
    handler: 'deal-scenarios/delete-deal-scenario',
    access: 'signedIn',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  // The investor's saved dashboard searches: their own only (under their partition), at most MAX_SAVED_SEARCHES.
  listMySavedSearches: defineRoute({
    method: 'GET',
    path: '/me/saved-searches',
    handler: 'saved-searches/list-my-saved-searches',
    access: 'signedIn',
    response: json<{ items: SavedSearch[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  createSavedSearch: defineRoute({
    method: 'POST',
    path: '/me/saved-searches',
    handler: 'saved-searches/create-saved-search',
    access: 'signedIn',
    body: createSavedSearchSchema,
    response: json<{ search: SavedSearch }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  renameSavedSearch: defineRoute({
    method: 'PATCH',
    path: '/me/saved-searches/{id}',
    handler: 'saved-searches/rename-saved-search',
    access: 'signedIn',
    params: idParams,
    body: renameSavedSearchSchema,
    response: json<{ search: SavedSearch }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  deleteSavedSearch: defineRoute({
    method: 'DELETE',
    path: '/me/saved-searches/{id}',
    handler: 'saved-searches/delete-saved-search',
    access: 'signedIn',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  // Matched alerts: the investor's own inbox (under their partition) and email choice; the signed one-click unsubscribe.
  listMyAlerts: defineRoute({
    method: 'GET',
    path: '/me/alerts',
    handler: 'alerts/list-my-alerts',
    access: 'signedIn',
    response: json<{ items: Alert[]; unread: number; frequency: DigestFrequency }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  // One route for the inbox's changes (each route costs the app stack a resource): mark one alert read, or all, and/or set the email choice.
  updateMyAlerts: defineRoute({
    method: 'PATCH',
    path: '/me/alerts',
    handler: 'alerts/update-my-alerts',
    access: 'signedIn',
    body: z
      .object({ read: z.optional(z.union([z.literal('all'), id])), frequency: z.optional(z.enum(digestFrequencies)) })
      .check(z.refine((v) => v.read !== undefined || v.frequency !== undefined, 'Mark alerts read or choose the email frequency')),
    response: json<{ marked: number; frequency: DigestFrequency }>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  // RFC 8058 one-click: mail providers POST here without a session; the signed token names the investor.
  unsubscribeAlerts: defineRoute({
    method: 'POST',
    path: '/alert-unsubscribe',
    handler: 'alerts/unsubscribe-alerts',
    access: 'public',
    query: z.object({ token: z.string().check(z.minLength(10), z.maxLength(400)) }),
    response: json<{ frequency: 'off' }>(),
    permissions: ['table:read', 'table:write', 'alertSecret:read'],
    group: 'publicWrite',
  }),
  // Personal data (UK GDPR): a member's copy of their data and the erasure of their account (ARCHITECTURE.md section 13)
  exportMyData: defineRoute({
    method: 'GET',
    path: '/me/export',
    handler: 'members/export-my-data',
    access: 'signedIn',
    response: json<MemberDataExport>(),
    permissions: ['table:read', 'table:write'],
    group: 'account',
  }),
  /** The password asked for again; the login, the profile and every item of the member go, audit events are kept anonymised. */
  eraseMyAccount: defineRoute({
    method: 'DELETE',
    path: '/me',
    handler: 'members/erase-my-account',
    access: 'signedIn',
    body: eraseMyAccountSchema,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'users:checkPassword', 'users:erase', 'invoke:leadWebhook'],
    group: 'account',
  }),
  exportMemberData: defineRoute({
    method: 'GET',
    path: '/profiles/{id}/export',
    handler: 'members/export-member-data',
    access: 'admin',
    params: idParams,
    response: json<MemberDataExport>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  /** Also finishes an erasure that failed halfway (then the profile may already be gone). The last approved admin cannot be erased. */
  eraseMember: defineRoute({
    method: 'DELETE',
    path: '/profiles/{id}',
    handler: 'members/erase-member',
    access: 'admin',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'users:erase', 'invoke:leadWebhook'],
    group: 'adminUsers',
  }),
  /** Erasures not finished (oldest first) and finished ones (newest first, by their one-way reference): User Management. */
  listErasures: defineRoute({
    method: 'GET',
    path: '/erasures',
    handler: 'members/list-erasures',
    access: 'admin',
    response: json<{ unfinished: UnfinishedErasureRow[]; erased: ErasedMemberRow[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  /** 'Finish erasure': runs the remaining steps of an unfinished erasure (404 when there is none for this member). */
  finishErasure: defineRoute({
    method: 'POST',
    path: '/erasures/{id}/finish',
    handler: 'members/finish-erasure',
    access: 'admin',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'users:erase', 'invoke:leadWebhook'],
    group: 'adminUsers',
  }),
  // Audit trail (ARCHITECTURE.md section 9)
  listAuditHistory: defineRoute({
    method: 'GET',
    path: '/audit/{targetType}/{targetId}',
    handler: 'audit/list-audit-history',
    access: 'admin',
    params: z.object({ targetType: z.enum(auditTargets), targetId: z.string().check(z.minLength(1), z.maxLength(128)) }),
    response: json<{ items: AuditEvent[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminUsers',
  }),
  // Property Management (spec admin-and-content 'Property Management'): the table's rows, inline changes, duplicate, property alerts
  listPropertyRows: defineRoute({
    method: 'GET',
    path: '/property-management/rows',
    handler: 'properties/list-property-rows',
    access: 'admin',
    query: listPageQuery,
    /** Pages follow `next` until there is none, newest first throughout (each page follows on from the one before); `limit` makes a short first page. */
    response: json<{ items: PropertyRow[]; next?: string }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminCatalogue',
  }),
  patchProperty: defineRoute({
    method: 'PATCH',
    path: '/properties/{id}',
    handler: 'properties/patch-property',
    access: 'admin',
    params: idParams,
    body: patchPropertySchema,
    response: json<{ property: PropertyRow }>(),
    permissions: ['table:read', 'table:write', 'invoke:alerts'],
    group: 'adminCatalogue',
  }),
  duplicateProperty: defineRoute({
    method: 'POST',
    path: '/properties/{id}/duplicate',
    handler: 'properties/duplicate-property',
    access: 'admin',
    params: idParams,
    response: json<{ property: PropertyRow }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminCatalogue',
  }),
  notifyProperty: defineRoute({
    method: 'POST',
    path: '/properties/{id}/notifications',
    handler: 'properties/notify-property',
    access: 'admin',
    params: idParams,
    body: notifyPropertySchema,
    response: json<{ notification: PropertyNotification }>(),
    permissions: ['table:read', 'table:write', 'webhookSecret:read'],
    group: 'adminContent',
  }),
  /** Interest per property (spec: registrations select by property_id newest first; count by property_id). */
  listInterestCounts: defineRoute({
    method: 'GET',
    path: '/property-management/interest-counts',
    handler: 'interest/list-interest-counts',
    access: 'admin',
    response: json<{ counts: Record<string, number>; alerts: Record<string, { alerted: number; opened: number }> }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  listPropertyInterest: defineRoute({
    method: 'GET',
    path: '/properties/{id}/interest-registrations',
    handler: 'interest/list-property-interest',
    access: 'admin',
    params: idParams,
    response: json<{ items: RegistrationRow[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  listPropertyNotifications: defineRoute({
    method: 'GET',
    path: '/properties/{id}/notifications',
    handler: 'properties/list-property-notifications',
    access: 'admin',
    params: idParams,
    // matchingInvestors: the approved investors the listing matches now (saved searches or requirements), for the notify dialog.
    // alerted: the investors the listing's matched alerts went to, most recent first.
    response: json<{ items: PropertyNotification[]; matchingInvestors: number; alerted: AlertRecipient[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  listAreaInsights: defineRoute({
    method: 'GET',
    path: '/area-insights',
    handler: 'area-insights/list-area-insights',
    access: 'public',
    response: json<{ items: AreaInsight[] }>(),
    permissions: ['table:read'],
    group: 'publicRead',
  }),
  // Content and requests (spec admin-and-content 'Investor Resources Hub', 'Property requests'): investor resources, admin property requests, the document-access log
  listResources: defineRoute({
    method: 'GET',
    path: '/resources',
    handler: 'resources/list-resources',
    access: 'signedIn',
    response: json<{ items: Resource[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'member',
  }),
  /** A short-lived signed link to a download resource's PDF (recorded in the document-access log). */
  getResourceDownload: defineRoute({
    method: 'GET',
    path: '/resources/{id}/download',
    handler: 'resources/get-resource-download',
    access: 'signedIn',
    params: idParams,
    response: json<{ url: string; expiresIn: number }>(),
    permissions: ['table:read', 'table:write', 'documents:read'],
    group: 'member',
  }),
  createResource: defineRoute({
    method: 'POST',
    path: '/resources',
    handler: 'resources/create-resource',
    access: 'admin',
    body: resourceInputSchema,
    response: json<{ resource: Resource }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  updateResource: defineRoute({
    method: 'PUT',
    path: '/resources/{id}',
    handler: 'resources/update-resource',
    access: 'admin',
    params: idParams,
    body: resourceUpdateSchema,
    response: json<{ resource: Resource }>(),
    permissions: ['table:read', 'table:write', 'documents:delete'],
    group: 'adminContent',
  }),
  deleteResource: defineRoute({
    method: 'DELETE',
    path: '/resources/{id}',
    handler: 'resources/delete-resource',
    access: 'admin',
    params: idParams,
    query: versionQuery,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'documents:delete'],
    group: 'adminContent',
  }),
  listPropertyRequestsAdmin: defineRoute({
    method: 'GET',
    path: '/property-requests',
    handler: 'property-requests/list-property-requests-admin',
    access: 'admin',
    response: json<{ items: AdminPropertyRequest[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  setPropertyRequestStatus: defineRoute({
    method: 'PUT',
    path: '/property-requests/{userId}/{propertyId}/status',
    handler: 'property-requests/set-property-request-status',
    access: 'admin',
    params: z.extend(propertyParams, { userId: z.string().check(z.minLength(1), z.maxLength(64)) }),
    body: z.object({ status: z.enum(propertyRequestStatuses) }),
    response: json<{ request: PropertyRequest }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  getInvestorProfile: defineRoute({
    method: 'GET',
    path: '/investors/{id}',
    handler: 'property-requests/get-investor-profile',
    access: 'admin',
    params: idParams,
    response: json<InvestorProfileView>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  listDocumentAccess: defineRoute({
    method: 'GET',
    path: '/properties/{id}/document-access',
    handler: 'properties/list-document-access',
    access: 'admin',
    params: idParams,
    response: json<{ items: DocumentAccess[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),

  // Area insights (spec admin-and-content 'Area insight detail', 'Area insights management'): the public page by slug, its crawler HTML, the sitemap, and the admin screen
  getAreaInsight: defineRoute({
    method: 'GET',
    path: '/area-insights/{slug}',
    handler: 'area-insights/get-area-insight',
    access: 'public',
    params: slugParams,
    response: json<{ insight: AreaInsight }>(),
    permissions: ['table:read'],
    group: 'publicRead',
  }),
  /** The SPA's index.html with the area page's title, meta, canonical, Open Graph, JSON-LD and readable text (CloudFront sends /area-insights/{slug} here). */
  areaInsightPage: defineRoute({
    method: 'GET',
    path: '/pages/area-insights/{slug}',
    handler: 'public/area-insight-page',
    access: 'public',
    params: slugParams,
    response: html(),
    permissions: ['table:read'],
    group: 'publicRead',
  }),
  sitemap: defineRoute({
    method: 'GET',
    path: '/sitemap.xml',
    handler: 'public/sitemap',
    access: 'public',
    response: text(),
    permissions: ['table:read'],
    group: 'publicRead',
  }),
  robots: defineRoute({
    method: 'GET',
    path: '/robots.txt',
    handler: 'public/robots',
    access: 'public',
    response: text(),
    permissions: [],
    group: 'publicRead',
  }),
  adminListAreaInsights: defineRoute({
    method: 'GET',
    path: '/admin/area-insights',
    handler: 'area-insights/admin-list-area-insights',
    access: 'admin',
    response: json<{ items: AreaInsight[] }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  createAreaInsight: defineRoute({
    method: 'POST',
    path: '/admin/area-insights',
    handler: 'area-insights/create-area-insight',
    access: 'admin',
    body: areaInsightInputSchema,
    response: json<{ insight: AreaInsight }>(),
    permissions: ['table:read', 'table:write'],
    group: 'adminContent',
  }),
  updateAreaInsight: defineRoute({
    method: 'PUT',
    path: '/admin/area-insights/{id}',
    handler: 'area-insights/update-area-insight',
    access: 'admin',
    params: idParams,
    /** The whole record as the dialog holds it, with the version it was read at (a stale edit is a 409). */
    body: z.extend(areaInsightInputSchema, { version }),
    response: json<{ insight: AreaInsight }>(),
    permissions: ['table:read', 'table:write', 'heroes:delete'],
    group: 'adminContent',
  }),
  deleteAreaInsight: defineRoute({
    method: 'DELETE',
    path: '/admin/area-insights/{id}',
    handler: 'area-insights/delete-area-insight',
    access: 'admin',
    params: idParams,
    response: noContent(),
    permissions: ['table:read', 'table:write', 'heroes:delete'],
    group: 'adminContent',
  }),
  // Uploads (photos, documents, area heroes, resource files): ARCHITECTURE.md section 8. They write no record.
  createUpload: defineRoute({
    method: 'POST',
    path: '/uploads',
    handler: 'uploads/create-upload',
    access: 'admin',
    body: createUploadSchema,
    response: json<CreatedUpload>(),
    // Signing a POST policy needs PutObject on the incoming key.
    permissions: ['table:read', 'table:write', 'images:write', 'documents:write', 'heroes:write'],
    group: 'adminMedia',
  }),
  completeUpload: defineRoute({
    method: 'POST',
    path: '/uploads/{uploadId}/complete',
    handler: 'uploads/complete-upload',
    access: 'admin',
    params: z.object({ uploadId: z.string().check(z.minLength(1), z.maxLength(200)) }),
    response: json<CompletedUpload>(),
    // list: a property deleted while its upload completed loses the files stored meanwhile (property-files.ts).
    permissions: [
      'table:read',
      'table:write',
      'images:read',
      'images:write',
      'images:list',
      'documents:read',
      'documents:write',
      'documents:list',
      'heroes:read',
      'heroes:write',
    ],
    group: 'adminMedia',
  }),
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeEntries = () => Object.entries(routes) as [RouteName, RouteDef][];
/** API Gateway's name for a route, e.g. "GET /properties/{id}": what a group function dispatches on. */
export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method} ${route.path}`;
export const groupEntries = () => Object.entries(functionGroups) as [FunctionGroup, FunctionGroupDef][];
export const routesOfGroup = (group: FunctionGroup) => routeEntries().filter(([, route]) => route.group === group);
