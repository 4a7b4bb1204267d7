import { queryOptions } from '@tanstack/react-query';
import type { InterestRegistration } from '@shared/domain/interest';
import type { Profile } from '@shared/domain/profile';
import type { ProfileRow } from '@shared/views/profile-summary';
import type { CreatedUser, ErasedMemberRow, RegistrationRow, UnfinishedErasureRow } from '@shared/contract/responses';
import type { InvitationStatus } from '@shared/rules/invitation';
import { api, type ApiBody } from '../../../lib/api';
import { routeQuery, selectItems } from '../../../lib/route-query';
import { downloadJson } from '../../../lib/download-json';
import { memberExportFileName } from '@shared/views/member-export';

/** Beyond the spec: whether the member has set a password (Cognito CONFIRMED) or not yet (FORCE_CHANGE_PASSWORD). */
export type Invitation = InvitationStatus;
export type MemberRow = ProfileRow;
export type { ErasedMemberRow, RegistrationRow, UnfinishedErasureRow };
export type ChangeableAccess = ApiBody<'setMemberAccess'>['accessStatus'];
export type NewUser = ApiBody<'createMember'>;
export type AdminProfileEdit = ApiBody<'updateMember'>;

/** The User Management screen's reads: its Refresh re-reads them all, and a new account changes them all. */
export const memberRoutes = ['listRegistrations', 'listMembers', 'getMember', 'listErasures'] as const;

export const registrationsQuery = () => queryOptions({ ...routeQuery('listRegistrations'), select: selectItems });
export const membersQuery = () => queryOptions({ ...routeQuery('listMembers'), select: selectItems });
export const memberDetailsQuery = (id: string) => routeQuery('getMember', { params: { id } });

export const setRegistrationStatus = async (email: string, status: string): Promise<InterestRegistration> =>
  (await api('setRegistrationStatus', { params: { email }, body: { status } })).registration;

export const createUser = async (user: NewUser): Promise<CreatedUser> => api('createMember', { body: user });

export const setAccess = async (id: string, accessStatus: ChangeableAccess): Promise<Profile> =>
  (await api('setMemberAccess', { params: { id }, body: { accessStatus } })).profile;

export const updateMemberProfile = async (id: string, body: AdminProfileEdit): Promise<Profile> =>
  (await api('updateMember', { params: { id }, body })).profile;

export const sendWelcomeEmail = async (id: string): Promise<Profile> => (await api('sendWelcomeEmail', { params: { id } })).profile;

/** Queues the lead webhook again for a registration whose delivery failed. */
export const resendLead = async (email: string): Promise<void> => {
  await api('resendLead', { params: { email } });
};

export const resendInvitation = async (id: string): Promise<string> => (await api('resendInvitation', { params: { id } })).message;

/** Downloads a member's copy of their personal data (a subject access request answered from the details dialog). */
export async function downloadMemberData(id: string): Promise<void> {
  const data = await api('exportMemberData', { params: { id } });
  downloadJson(data, memberExportFileName(data.exportedAt).replace('my-portal-data', `member-${id.slice(0, 8)}-data`));
}

/** Erases a member: their login, profile and every item; the audit trail keeps them as 'Erased member'. */
export const eraseMember = async (id: string): Promise<void> => {
  await api('eraseMember', { params: { id } });
};

/** Erasures not finished and finished ones (the Erasures tab). */
export const erasuresQuery = () => routeQuery('listErasures');

/** 'Finish erasure': runs what an unfinished erasure left undone. */
export const finishErasure = async (memberId: string): Promise<void> => {
  await api('finishErasure', { params: { id: memberId } });
};
