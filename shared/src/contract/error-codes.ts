/**
 * The one table of the codes an API error carries: every error body is `{ message, code }` (plus `details.fields`
 * for a 400 that names fields). The message is for people and API callers to read; the web decides on the code,
 * never on the wording.
 */

/**
 * Why the API refuses a signed-in caller on every route (HTTP 403), with the message it sends: the web ends the
 * session on these codes.
 */
export const accessDenials = {
  PROFILE_NOT_FOUND: 'User profile not found. Please contact support.',
  ACCESS_REVOKED: 'Your access to the portal has been revoked. Please contact us if you think this is a mistake.',
  ACCESS_NOT_APPROVED: 'Your account is not approved yet. Please contact us.',
  /** The caller's account was erased (by themselves on another device, or by an admin) while they were signed in. */
  ACCOUNT_ERASED: 'Your account has been deleted, with the personal data it held, so you have been signed out. Please contact us if you did not ask for this.',
} as const;

export type AccessDenialCode = keyof typeof accessDenials;

export const isAccessDenialCode = (value: unknown): value is AccessDenialCode => typeof value === 'string' && Object.hasOwn(accessDenials, value);

/** Every code, with the HTTP status it comes with. */
export const errorCodes = {
  /** The request's parameters, query or body broke the route's schema or a rule (`details.fields` names the fields). */
  INVALID_REQUEST: 400,
  /** A registration for a listing that is no longer open to interest (spec: register from the home page instead). */
  PROPERTY_INTEREST_UNAVAILABLE: 400,
  /** No valid token. */
  UNAUTHENTICATED: 401,
  /** The caller may not do this (e.g. an investor on an admin route, a request that did not come through CloudFront). */
  FORBIDDEN: 403,
  PROFILE_NOT_FOUND: 403,
  ACCESS_REVOKED: 403,
  ACCESS_NOT_APPROVED: 403,
  ACCOUNT_ERASED: 403,
  /** The change would leave no approved admin. */
  LAST_APPROVED_ADMIN: 403,
  NOT_FOUND: 404,
  /** The record's state refuses the change (e.g. an invitation for a member who already set a password). */
  CONFLICT: 409,
  /** The record changed since the caller read it: reload and try again. */
  STALE_WRITE: 409,
  /** A record with this key exists already. */
  DUPLICATE: 409,
  /**
   * A listing that would be shown without its Part A material information (rules/publish-checklist.ts): publishing,
   * or saving a published listing, waits for it; `details.missing` names the items.
   */
  MATERIAL_INFORMATION_MISSING: 409,
  /** Another investor holds the listing (an open reservation): the caller may join its waiting list instead. */
  LISTING_RESERVED: 409,
  /** A reservation an admin cannot accept yet: `details.missing` names the steps not done (rules/reservation-status.ts). */
  RESERVATION_NOT_READY: 409,
  /** An account with this email exists already (spec section 8: the create-user dialog's own text). */
  USER_EXISTS: 409,
  /** Too many tries (wrong passwords, activation requests): Retry-After says when to try again, when known. */
  TOO_MANY_ATTEMPTS: 429,
  /** Something on our side failed; the message reveals nothing about it. */
  INTERNAL_ERROR: 500,
  /** A service we call (a webhook, the mail sender) refused or failed. */
  UPSTREAM_FAILED: 502,
  /** A dependency throttled us, or is out of reach: try again after Retry-After. */
  THROTTLED: 503,
  UNAVAILABLE: 503,
} as const satisfies Record<AccessDenialCode, 403> & Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;

/** The code of an error raised with a status only: what that status means when nothing more precise is known. */
export const codeOfStatus = (status: number): ErrorCode => statusCodes[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'INVALID_REQUEST');

const statusCodes: Partial<Record<number, ErrorCode>> = {
  400: 'INVALID_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_ATTEMPTS',
  502: 'UPSTREAM_FAILED',
  503: 'UNAVAILABLE',
};
