import type { AccessStatus, Profile } from '../domain/profile';

/** What an access change writes: is_approved follows the status (spec: approve, reject, revoke, restore). */
export const accessChange = (accessStatus: AccessStatus): Pick<Profile, 'accessStatus' | 'isApproved'> => ({
  accessStatus,
  isApproved: accessStatus === 'approved',
});

/** Signed-in use needs an approved profile; rejected and revoked users are locked out. */
export const canUsePortal = (profile: Pick<Profile, 'accessStatus'>): boolean => profile.accessStatus === 'approved';

export const isBootstrapAdmin = (email: string | undefined, configured: string): boolean =>
  Boolean(email) &&
  configured
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .includes(email!.toLowerCase());

/** What a sign-in token says about its email (the `email` and `email_verified` claims). */
export interface TokenEmail {
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * Spec section 6 (roles): the fixed admin addresses get, at sign-in, a profile created or updated with
 * role admin and is_approved true. Only for a verified email: anyone can put an unverified address on an
 * account. 'create' when there is no profile, 'promote' when it is not yet an approved admin.
 */
export function bootstrapAdminAction(
  profile: Pick<Profile, 'role' | 'accessStatus'> | undefined,
  token: TokenEmail,
  configured: string,
): 'create' | 'promote' | 'none' {
  if (!token.emailVerified || !isBootstrapAdmin(token.email, configured)) return 'none';
  if (!profile) return 'create';
  return profile.role === 'admin' && profile.accessStatus === 'approved' ? 'none' : 'promote';
}
