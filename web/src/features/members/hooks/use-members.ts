import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/domain/profile';
import { ApiError } from '../../../lib/api';
import { invalidateRoutes, routeQueryKey, useRouteMutation } from '../../../lib/route-query';
import { toast } from '../../../lib/toast';
import {
  memberRoutes,
  membersQuery,
  registrationsQuery,
  resendInvitation,
  resendLead,
  sendWelcomeEmail,
  setAccess,
  setRegistrationStatus,
  type ChangeableAccess,
} from '../api/members';

export const useRegistrations = () => useQuery(registrationsQuery());
export const useMembers = () => useQuery(membersQuery());

/** A refused change (own access, the last admin) says why; other failures only the spec's text. */
const reason = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? { description: error.message } : undefined);

/** Puts a changed profile into the list (keeping the invitation state the list knows) and drops its cached history. */
export function useApplyProfile() {
  const queryClient = useQueryClient();
  return (profile: Profile) => {
    queryClient.setQueryData(
      routeQueryKey('listMembers'),
      (answer) => answer && { ...answer, items: answer.items.map((row) => (row.id === profile.id ? { ...row, ...pickSummary(profile) } : row)) },
    );
    queryClient.setQueryData(routeQueryKey('getMember', { params: { id: profile.id } }), (old) => (old ? { ...old, profile } : old));
    void queryClient.invalidateQueries({ queryKey: routeQueryKey('listAuditHistory', { params: { targetType: 'profile', targetId: profile.id } }) });
  };
}

const pickSummary = (p: Profile) => ({
  fullName: p.fullName,
  email: p.email,
  phone: p.phone,
  role: p.role,
  accessStatus: p.accessStatus,
  isApproved: p.isApproved,
  welcomeEmailSent: p.welcomeEmailSent,
  welcomeEmailSentAt: p.welcomeEmailSentAt,
  lastLoginAt: p.lastLoginAt,
  updatedAt: p.updatedAt,
  version: p.version,
});

export type AccessAction = 'approve' | 'reject' | 'revoke' | 'restore';

/** Spec toasts of each access change (access-and-investor.md section 8); Restore Access approves again. */
const accessTexts: Record<AccessAction, { status: ChangeableAccess; ok: string; failed: string }> = {
  approve: { status: 'approved', ok: 'User approved successfully', failed: 'Failed to approve user' },
  reject: { status: 'rejected', ok: 'User access rejected', failed: 'Failed to reject user' },
  revoke: { status: 'revoked', ok: 'User access revoked', failed: 'Failed to revoke user access' },
  restore: { status: 'approved', ok: 'User approved successfully', failed: 'Failed to approve user' },
};

export function useAccessChange() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccessAction }) => setAccess(id, accessTexts[action].status),
    onSuccess: (profile, { action }) => {
      apply(profile);
      toast.success(accessTexts[action].ok);
    },
    onError: (error, { action }) => toast.error(accessTexts[action].failed, reason(error)),
  });
}

export function useRegistrationStatus() {
  return useRouteMutation({
    mutationFn: ({ email, status }: { email: string; status: string }) => setRegistrationStatus(email, status),
    invalidates: ['listRegistrations'],
    onSuccess: (registration) => {
      toast.success(`Registration ${registration.status} successfully`);
    },
    onError: (error) => toast.error(error instanceof ApiError && error.status === 404 ? 'Registration not found' : 'Failed to update registration'),
  });
}

export function useWelcomeEmail() {
  const apply = useApplyProfile();
  return useMutation({
    mutationFn: (id: string) => sendWelcomeEmail(id),
    onSuccess: (profile) => {
      apply(profile);
      toast.success('Welcome email sent successfully');
    },
    onError: () => toast.error('Failed to send welcome email'),
  });
}

export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: string) => resendInvitation(id),
    onSuccess: (message) => toast.success(message || 'Invitation sent again'),
    onError: (error) => toast.error('Failed to resend the invitation', reason(error)),
  });
}

/** Resends an undelivered lead to the lead-automation webhook; the list shows its new delivery state. */
export function useResendLead() {
  return useRouteMutation({
    mutationFn: (email: string) => resendLead(email),
    invalidates: ['listRegistrations'],
    onSuccess: () => {
      toast.success('Lead queued for delivery again');
    },
    onError: (error) => toast.error('Failed to resend the lead', reason(error)),
  });
}

/** Refresh: both lists again. */
export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => invalidateRoutes(queryClient, memberRoutes);
}
