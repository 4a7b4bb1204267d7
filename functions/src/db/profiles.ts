import { Entity } from 'electrodb';
import { investorFieldsSchema, profileSchema, type AccessStatus, type Profile, type Role } from '@shared/domain/profile';
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
    isApproved: input.accessStatus === 'approved',
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
 * Applies `change` to the current profile and writes it only if nobody saved in between
 * (version check); `expectedVersion` defaults to the version just read.
 */
export async function updateProfile(id: string, change: (current: Profile) => Partial<Profile>, expectedVersion?: number): Promise<Profile> {
  const current = await getProfile(id);
  if (!current) throw new StaleWriteError('profile');
  const version = expectedVersion ?? current.version;
  if (current.version !== version) throw new StaleWriteError('profile');
  const next = toProfile({ ...current, ...change(current), id, updatedAt: new Date().toISOString(), version: version + 1 });
  try {
    await profileEntity.put(next).where(({ version: v }, { eq }) => eq(v, version)).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new StaleWriteError('profile');
    throw error;
  }
  return next;
}
