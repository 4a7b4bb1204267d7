import type { Profile } from '@shared/domain/profile';
import { approvedAdminCount, isApprovedAdmin } from '../db/approved-admins';
import { getMemberErasure } from '../db/member-erasure';

export { LAST_ADMIN_MESSAGE } from '../db/approved-admins';

/**
 * Whether removing `profile` would leave no approved admin, read before a change that touches more than the
 * table (the Cognito login) so the last admin's login is left alone. The rule itself is a condition of the
 * change's own transaction (functions/src/members/db/approved-admins.ts). An admin being erased no longer counts: removing them is
 * refused by that transaction as a change made meanwhile, not as the last admin.
 */
export async function isLastApprovedAdmin(profile: Pick<Profile, 'id' | 'role' | 'accessStatus'>): Promise<boolean> {
  if (!isApprovedAdmin(profile) || (await approvedAdminCount()) > 1) return false;
  return !(await getMemberErasure(profile.id));
}
