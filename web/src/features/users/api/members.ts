import { queryOptions } from '@tanstack/react-query';
import type { InterestRegistration } from '@shared/domain/interest';
import type { Profile } from '@shared/domain/profile';
import type { ProfileRow } from '@shared/views/profile-summary';
import type { CreatedUser, RegistrationRow } from '@shared/contract/responses';
import type { InvitationStatus } from '@shared/rules/invitation';
import { api, type ApiBody } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';

/** Beyond the spec: whether the member has set a password (Cognito CONFIRMED) or not yet (FORCE_CHANGE_PASSWORD). */
export type Invitation = InvitationStatus;
export type MemberRow = ProfileRow;
export type { RegistrationRow };
export type ChangeableAccess = ApiBody<'setAccess'>['accessStatus'];
export type NewUser = ApiBody<'createUser'>;
export type AdminProfileEdit = ApiBody<'updateProfileByAdmin'>;

/** The User Management screen's reads: its Refresh re-reads them all, and a new account changes them all. */
export const memberRoutes = ['listRegistrations', 'listProfiles', 'getProfileDetails'] as const;

export const registrationsQuery = () => queryOptions({ ...routeQuery('listRegistrations'), select: selectItems });
export const membersQuery = () => queryOptions({ ...routeQuery('listProfiles'), select: selectItems });
export const memberDetailsQuery = (id: string) => routeQuery('getProfileDetails', { params: { id } });

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
