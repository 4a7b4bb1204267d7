import type { Profile } from '@shared/domain/profile';
import { accessChange } from '@shared/rules/access';
import { adminEmailClaimEntity } from '../../db/entities/admin-email-claim';
import { applied, DuplicateError } from '../../db/errors';
import { createProfile, getProfile, listProfiles, updateProfile } from './profiles';

/**
 * Bootstrap admins (spec admin-and-content section 6): one email never yields two admin
 * profiles. The address is claimed by one user id with a conditional write (adminEmailClaim, pk = email);
 * the profile is created in the same transaction, or promoted only by the user holding the claim.
 */

/** True when no other profile already holds the address (a profile made before claims existed, or by an admin). */
async function addressFree(email: string, userId: string): Promise<boolean> {
  return !(await listProfiles()).some((p) => p.id !== userId && p.email?.toLowerCase() === email);
}

/** Claims the address for `userId`; true if it is now theirs (newly, or already). */
async function claim(email: string, userId: string): Promise<boolean> {
  return applied(
    adminEmailClaimEntity
      .put({ email, userId, createdAt: new Date().toISOString() })
      .where(({ email: e, userId: u }, { notExists, eq }) => `${notExists(e)} OR ${eq(u, userId)}`)
      .go(),
  );
}

/** Creates the approved admin profile of `userId` with the address, or nothing if the address is taken. */
export async function createBootstrapAdmin(userId: string, rawEmail: string, fullName: string | null): Promise<Profile | undefined> {
  const email = rawEmail.trim().toLowerCase();
  if (!(await addressFree(email, userId))) return getProfile(userId);
  try {
    // The claim rides in the profile's create transaction: both are written, or neither. Concurrent first calls cancel
    // each other's transactions, which the create runs again (conflicts.ts) until one of them is written.
    return await createProfile(
      { id: userId, email, fullName, role: 'admin', accessStatus: 'approved' },
      { alsoWrite: (tx) => [tx.adminEmailClaim.create({ email, userId, createdAt: new Date().toISOString() }).commit()] },
    );
  } catch (error) {
    // The claim or the profile exists already (another first call won): the stored state decides.
    if (error instanceof DuplicateError) return getProfile(userId);
    throw error;
  }
}

/** Makes `profile` an approved admin if its user holds (or can take) the address's claim; otherwise leaves it. */
export async function promoteBootstrapAdmin(profile: Profile, rawEmail: string): Promise<Profile | undefined> {
  const email = rawEmail.trim().toLowerCase();
  if (!(await addressFree(email, profile.id)) && !(await claimedBy(email, profile.id))) return profile;
  if (!(await claim(email, profile.id).catch(() => false))) return profile;
  return updateProfile(profile.id, { role: 'admin', ...accessChange('approved') }, profile.version).catch(() => getProfile(profile.id));
}

async function claimedBy(email: string, userId: string): Promise<boolean> {
  const { data } = await adminEmailClaimEntity.get({ email }).go();
  return data?.userId === userId;
}
