import { investorFieldsSchema, profileSchema, type AccessStatus, type Profile, type Role } from '@shared/domain/profile';
import { profileSummaryFields, type ProfileSummary } from '@shared/views/profile-summary';
import { accessChange } from '@shared/rules/access';
import { approvedAdminChange, approvedAdminCount, approvedAdminCountStep, LastApprovedAdminError, notBeingErased } from './approved-admins';
import { retryingConflicts } from '../../db/conflicts';
import { auditStep, type AuditContext } from '../../db/audit';
import { profileEntity } from '../../db/entities/profile';
import { conditionalWrite, duplicate } from '../../db/errors';
import { parseFields } from '../../db/fields';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';
import { updateVersioned, type Patch } from '../../db/versioned';

const toProfile = (item: unknown): Profile => profileSchema.parse(item);

export interface NewProfile {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  accessStatus: AccessStatus;
  phone?: string | null;
}

/**
 * Creates a profile, conditional on the user having none. With `audit`, the audit event is written in the
 * same transaction, and `alsoWrite` adds further steps to it (e.g. marking the registration it came from).
 * An approved admin is counted in the same transaction (approved-admins.ts).
 */
export async function createProfile(
  input: NewProfile,
  options: { audit?: AuditContext; alsoWrite?: (tx: WriteEntities) => WriteStep[] } = {},
): Promise<Profile> {
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
  const { audit, alsoWrite } = options;
  const counted = approvedAdminChange(undefined, profile) === 1;
  const write = () =>
    audit || alsoWrite || counted
      ? portal.transaction
          .write((tx) => [
            tx.profile.create(profile).commit(),
            ...(counted ? [approvedAdminCountStep(tx, 1)] : []),
            ...(alsoWrite?.(tx) ?? []),
            ...(audit ? [auditStep(tx, audit, { targetType: 'profile', targetId: profile.id, before: null, after: profile })] : []),
          ])
          .go()
      : profileEntity.create(profile).go();
  const create = () => conditionalWrite(write(), duplicate('A profile already exists for this user.'));
  if (counted) {
    await approvedAdminCount();
    await retryingConflicts(create);
  } else await create();
  return profile;
}

export async function getProfile(id: string): Promise<Profile | undefined> {
  const { data } = await profileEntity.get({ id }).go();
  return data ? toProfile(data) : undefined;
}

/** All profiles, or those with one access status (admins): the list's fields only (see ProfileSummary). */
export async function listProfiles(accessStatus?: AccessStatus): Promise<ProfileSummary[]> {
  const { data } = await profileEntity.query.byAccessStatus(accessStatus ? { accessStatus } : {}).go({ pages: 'all', attributes: [...profileSummaryFields] });
  return data.map((item) => parseFields(profileSchema.shape, profileSummaryFields, item));
}

/** Records a sign-in. Not versioned: it never overwrites what an admin edits. */
export async function recordLogin(id: string, at = new Date().toISOString()): Promise<void> {
  await profileEntity.patch({ id }).set({ lastLoginAt: at }).go();
}

/**
 * Applies `patch` if nobody saved the profile since `expectedVersion` was read; otherwise StaleWriteError.
 * With `audit`, the change is recorded in the audit trail in the same transaction. With `whileApprovedAdmin`
 * (a user id), it also holds only while that user is still an approved admin and not being erased, checked in
 * the same transaction. A change that makes or removes an approved admin changes their count in the same
 * transaction, and only while the profile is not being erased; removing the last one is a LastApprovedAdminError.
 */
export async function updateProfile(
  id: string,
  patch: Patch<Profile>,
  expectedVersion: number,
  audit?: AuditContext,
  { whileApprovedAdmin }: { whileApprovedAdmin?: string } = {},
): Promise<Profile> {
  let change = 0;
  const update = () =>
    updateVersioned(
      'profile',
      { id, patch, expectedVersion, audit },
      {
        load: getProfile,
        parse: toProfile,
        writes: (tx, next, expected, current) => {
          change = approvedAdminChange(current, next);
          return [
            tx.profile
              .put(next)
              .where(({ version }, { eq }) => eq(version, expected))
              .commit(),
            ...(change !== 0 ? [approvedAdminCountStep(tx, change as 1 | -1), notBeingErased(tx, id)] : []),
            ...(whileApprovedAdmin ? [approvedAdminCheck(tx, whileApprovedAdmin), notBeingErased(tx, whileApprovedAdmin)] : []),
          ];
        },
        // A member being erased no longer counts: refusing to remove them is a change made meanwhile (409), not the last admin.
        refusal: (codes) =>
          change < 0 && codes[1] === 'ConditionalCheckFailed' && codes[2] !== 'ConditionalCheckFailed' ? new LastApprovedAdminError() : undefined,
      },
    );
  if (patch.role === undefined && patch.accessStatus === undefined) return update();
  await approvedAdminCount();
  return retryingConflicts(update);
}

const approvedAdminCheck = (tx: WriteEntities, id: string): WriteStep =>
  tx.profile
    .check({ id })
    .where(({ role, accessStatus }, { eq }) => `${eq(role, 'admin')} AND ${eq(accessStatus, 'approved')}`)
    .commit();
