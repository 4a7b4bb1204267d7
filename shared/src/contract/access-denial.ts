/**
 * Why the API refuses a signed-in caller on every route (HTTP 403): the body carries the message and
 * this code, so the web can end the session on the code rather than on the wording.
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
