import type { InterestRegistration } from '@shared/domain/interest';
import type { InvestorFields, Profile, Role } from '@shared/domain/profile';
import type { ProfileRow } from '@shared/profile-summary';
import type { CreatedUser, RegistrationRow } from '@shared/responses';
import type { InvitationStatus } from '@shared/rules/invitation';
import { api } from '../../../lib/api';

/** Beyond the spec: whether the member has set a password (Cognito CONFIRMED) or not yet (FORCE_CHANGE_PASSWORD). */
export type Invitation = InvitationStatus;
export type MemberRow = ProfileRow;
export type { RegistrationRow };
export type ChangeableAccess = 'approved' | 'rejected' | 'revoked';

export interface NewUser {
  email: string;
  fullName: string;
  phone: string | null;
  role: Role;
  registrationEmail?: string;
}

export type AdminProfileEdit = Pick<Profile, 'phone'> & InvestorFields & { expectedVersion: number };

export const membersKeys = {
  all: ['members'] as const,
  registrations: ['members', 'registrations'] as const,
  profiles: ['members', 'profiles'] as const,
  profile: (id: string) => ['members', 'profile', id] as const,
};

export const listRegistrations = async (signal?: AbortSignal): Promise<RegistrationRow[]> =>
  (await api('listRegistrations', { signal })).items;

export const listMembers = async (signal?: AbortSignal): Promise<MemberRow[]> => (await api('listProfiles', { signal })).items;

export const getMemberDetails = async (id: string, signal?: AbortSignal): Promise<{ profile: Profile; invitation: Invitation }> =>
  api('getProfileDetails', { params: { id }, signal });

export const setRegistrationStatus = async (email: string, status: string): Promise<InterestRegistration> =>
  (await api('setRegistrationStatus', { params: { email }, body: { status } })).registration;

export const createUser = async (user: NewUser): Promise<CreatedUser> => api('createUser', { body: user });

export const setAccess = async (id: string, accessStatus: ChangeableAccess): Promise<Profile> =>
  (await api('setAccess', { params: { id }, body: { accessStatus } })).profile;

export const updateMemberProfile = async (id: string, body: AdminProfileEdit): Promise<Profile> =>
  (await api('updateProfileByAdmin', { params: { id }, body })).profile;

export const sendWelcomeEmail = async (id: string): Promise<Profile> => (await api('sendWelcomeEmail', { params: { id } })).profile;

/** Queues the lead webhook again for a registration whose delivery failed. */
export const resendLead = async (email: string): Promise<void> => {
  await api('resendLead', { params: { email } });
};

export const resendInvitation = async (id: string): Promise<string> => (await api('resendInvitation', { params: { id } })).message;
