import { investorFieldsSchema, profileSchema, type AccessStatus, type Profile, type Role } from '@shared/domain/profile';
import { profileSummaryFields, type ProfileSummary } from '@shared/profile-summary';
import { accessChange } from '@shared/rules/access';
import { profileEntity } from './entities/profile';
import { conditionalWrite, duplicate } from './errors';
import { parseFields } from './fields';
import { updateVersioned, type Patch } from './versioned';

const toProfile = (item: unknown): Profile => profileSchema.parse(item);

export interface NewProfile {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  accessStatus: AccessStatus;
  phone?: string | null;
}

/** The full record of a new profile (every investor field null, version 1). */
export function newProfileRecord(input: NewProfile): Profile {
  return toProfile({
    ...Object.fromEntries(Object.keys(investorFieldsSchema.shape).map((key) => [key, null])),
    ...input,
    phone: input.phone ?? null,
    ...accessChange(input.accessStatus),
    welcomeEmailSent: false,
    welcomeEmailSentAt: null,
    lastLoginAt: null,
    updatedAt: new Date().toISOString(),
    version: 1,
  });
}

export async function createProfile(input: NewProfile): Promise<Profile> {
  const profile = newProfileRecord(input);
  await conditionalWrite(profileEntity.create(profile).go(), duplicate('A profile already exists for this user.'));
  return profile;
}

export async function getProfile(id: string): Promise<Profile | undefined> {
  const { data } = await profileEntity.get({ id }).go();
  return data ? toProfile(data) : undefined;
}

/** All profiles, or those with one access status (admins): the list's fields only (see ProfileSummary). */
export async function listProfiles(accessStatus?: AccessStatus): Promise<ProfileSummary[]> {
  const { data } = await profileEntity.query
    .byAccessStatus(accessStatus ? { accessStatus } : {})
    .go({ pages: 'all', attributes: [...profileSummaryFields] });
  return data.map((item) => parseFields(profileSchema.shape, profileSummaryFields, item));
}

/** Records a sign-in. Not versioned: it never overwrites what an admin edits. */
export async function recordLogin(id: string, at = new Date().toISOString()): Promise<void> {
  await profileEntity.patch({ id }).set({ lastLoginAt: at }).go();
}

/** Applies `patch` if nobody saved the profile since `expectedVersion` was read; otherwise StaleWriteError. */
export function updateProfile(id: string, patch: Patch<Profile>, expectedVersion: number): Promise<Profile> {
  return updateVersioned('profile', { id, patch, expectedVersion }, {
    load: getProfile,
    parse: toProfile,
    save: (next, expected) => profileEntity.put(next).where(({ version }, { eq }) => eq(version, expected)).go(),
  });
}
