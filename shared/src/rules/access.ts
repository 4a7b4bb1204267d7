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
