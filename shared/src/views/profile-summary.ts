import type { Profile } from '../domain/profile';
import type { InvitationStatus } from '../rules/invitation';

/**
 * What an admin list of users shows per row (name, contact, badges, dates) and what the row actions
 * need (id, version): the admin list reads only these fields, never the whole profile.
 */
export const profileSummaryFields = [
  'id',
  'fullName',
  'email',
  'phone',
  'role',
  'accessStatus',
  'isApproved',
  'welcomeEmailSent',
  'welcomeEmailSentAt',
  'lastLoginAt',
  'updatedAt',
  'version',
] as const satisfies readonly (keyof Profile)[];

export type ProfileSummary = Pick<Profile, (typeof profileSummaryFields)[number]>;

/** A row of the admin's user list: the summary and whether the member has accepted their invitation. */
export type ProfileRow = ProfileSummary & { invitation: InvitationStatus };
