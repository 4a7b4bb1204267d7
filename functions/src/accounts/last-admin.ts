import type { Profile } from '@shared/domain/profile';
import { approvedAdminCount, isApprovedAdmin } from '../db/approved-admins';

export { LAST_ADMIN_MESSAGE } from '../db/approved-admins';

/**
 * Whether removing `profile` would leave no approved admin, read before a change that touches more than the
 * table (the Cognito login) so the last admin's login is left alone. The rule itself is a condition of the
 * change's own transaction (db/approved-admins.ts).
 */
export async function isLastApprovedAdmin(profile: Pick<Profile, 'role' | 'accessStatus'>): Promise<boolean> {
  return isApprovedAdmin(profile) && (await approvedAdminCount()) <= 1;
}
