import { Entity } from 'electrodb';
import { investorFieldsSchema, profileSchema, type AccessStatus, type Profile, type Role } from '@shared/domain/profile';
import { accessChange } from '@shared/rules/access';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes, versionAttribute } from './attributes';
import { DuplicateError, isConditionalCheckFailure, StaleWriteError } from './errors';

const storedKeys = ['fullName', 'email', 'phone', 'role', 'isApproved', 'welcomeEmailSent', 'welcomeEmailSentAt', 'lastLoginAt',
  ...Object.keys(investorFieldsSchema.shape)] as Exclude<keyof Profile, 'id' | 'accessStatus' | 'updatedAt' | 'version'>[];

export const profileEntity = new Entity(
  {
    model: { entity: 'profile', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      accessStatus: keyString('accessStatus'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(storedKeys),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // All profiles for the admin lists; the sort key starts with the status so one status is a prefix query.
      byAccessStatus: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['accessStatus', 'updatedAt'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toProfile = (item: unknown): Profile => profileSchema.parse(item);

export interface NewProfile {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  accessStatus: AccessStatus;
  phone?: string | null;
}

export async function createProfile(input: NewProfile): Promise<Profile> {
  const profile = toProfile({
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
  try {
    await profileEntity.create(profile).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new DuplicateError('A profile already exists for this user.');
    throw error;
  }
  return profile;
}

export async function getProfile(id: string): Promise<Profile | undefined> {
  const { data } = await profileEntity.get({ id }).go();
  return data ? toProfile(data) : undefined;
}

/** All profiles, or those with one access status (admins). */
export async function listProfiles(accessStatus?: AccessStatus): Promise<Profile[]> {
  const { data } = await profileEntity.query.byAccessStatus(accessStatus ? { accessStatus } : {}).go({ pages: 'all' });
  return data.map(toProfile);
}

/** Records a sign-in. Not versioned: it never overwrites what an admin edits. */
export async function recordLogin(id: string, at = new Date().toISOString()): Promise<void> {
  await profileEntity.patch({ id }).set({ lastLoginAt: at }).go();
}

/**
 * Writes `change` over `current` (the profile as the caller read it) only if nobody saved since
 * (version check); otherwise StaleWriteError.
 */
export async function updateProfile(current: Profile, change: Partial<Profile>): Promise<Profile> {
  const next = toProfile({ ...current, ...change, id: current.id, updatedAt: new Date().toISOString(), version: current.version + 1 });
  try {
    await profileEntity.put(next).where(({ version }, { eq }) => eq(version, current.version)).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new StaleWriteError('profile');
    throw error;
  }
  return next;
}
