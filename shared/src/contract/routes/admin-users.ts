import { defineGroup, defineRoute } from './define';
import { auditParams, type AuditEvent } from '../../domain/audit';
import { registrationStatusUpdateSchema, type InterestRegistration } from '../../domain/interest';
import { createMemberSchema, memberAccessSchema, memberUpdateSchema } from '../../domain/member';
import type { Profile } from '../../domain/profile';
import { emailParams, idParams } from '../../domain/request-params';
import type { InvitationStatus } from '../../rules/invitation';
import type { MemberDataExport } from '../../views/member-export';
import type { ProfileRow } from '../../views/profile-summary';
import type { CreatedUser, ErasedMemberRow, RegistrationRow, UnfinishedErasureRow } from '../responses';
import { json, noContent } from '../route-response';

/** Members, their accounts and access, registrations, erasures and the audit trail. Also erases members (as account does): API Gateway's 29 s. */
export const adminUsers = defineGroup({
  access: 'admin',
  description: 'Admin: accounts and access',
  timeoutSeconds: 29,
  routes: {
    createMember: defineRoute({
      method: 'POST',
      path: '/users',
      handler: 'members/directory/create-member',
      body: createMemberSchema,
      response: json<CreatedUser>(),
      permissions: ['table:read', 'table:write', 'users:invite'],
    }),
    setMemberAccess: defineRoute({
      method: 'PUT',
      path: '/profiles/{id}/access',
      handler: 'members/directory/set-member-access',
      params: idParams,
      body: memberAccessSchema,
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write', 'users:setAccess'],
    }),
    listMembers: defineRoute({
      method: 'GET',
      path: '/profiles',
      handler: 'members/directory/list-members',
      response: json<{ items: ProfileRow[] }>(),
      permissions: ['table:read', 'table:write', 'users:list'],
    }),
    listRegistrations: defineRoute({
      method: 'GET',
      path: '/interest-registrations',
      handler: 'sales/interest/list-registrations',
      response: json<{ items: RegistrationRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    setRegistrationStatus: defineRoute({
      method: 'PUT',
      path: '/interest-registrations/{email}/status',
      handler: 'sales/interest/set-registration-status',
      params: emailParams,
      body: registrationStatusUpdateSchema,
      response: json<{ registration: InterestRegistration }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Queues the registration's lead to the webhook again (a failed lead is kept, not lost): leadDelivery becomes 'pending', then 'delivered' or 'failed'. */
    resendLead: defineRoute({
      method: 'POST',
      path: '/interest-registrations/{email}/lead/resend',
      handler: 'sales/interest/resend-lead',
      params: emailParams,
      response: json<{ registration: InterestRegistration }>(),
      permissions: ['table:read', 'table:write', 'invoke:leadWebhook'],
    }),
    getMember: defineRoute({
      method: 'GET',
      path: '/profiles/{id}',
      handler: 'members/directory/get-member',
      params: idParams,
      response: json<{ profile: Profile; invitation: InvitationStatus }>(),
      permissions: ['table:read', 'table:write', 'users:read'],
    }),
    updateMember: defineRoute({
      method: 'PATCH',
      path: '/profiles/{id}',
      handler: 'members/directory/update-member',
      params: idParams,
      body: memberUpdateSchema,
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    sendWelcomeEmail: defineRoute({
      method: 'POST',
      path: '/profiles/{id}/welcome-email',
      handler: 'members/accounts/send-welcome-email',
      params: idParams,
      response: json<{ profile: Profile }>(),
      permissions: ['table:read', 'table:write'],
    }),
    resendInvitation: defineRoute({
      method: 'POST',
      path: '/profiles/{id}/invitation',
      handler: 'members/accounts/resend-invitation',
      params: idParams,
      response: json<{ message: string }>(),
      permissions: ['table:read', 'table:write', 'users:activate'],
    }),
    exportMemberData: defineRoute({
      method: 'GET',
      path: '/profiles/{id}/export',
      handler: 'members/directory/export-member-data',
      params: idParams,
      response: json<MemberDataExport>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Also finishes an erasure that failed halfway (then the profile may already be gone). The last approved admin cannot be erased. */
    eraseMember: defineRoute({
      method: 'DELETE',
      path: '/profiles/{id}',
      handler: 'members/erasure/erase-member',
      params: idParams,
      response: noContent(),
      // The hold-expiry job cancels an open hold of the member's and offers the listing to the next on its waiting list.
      permissions: ['table:read', 'table:write', 'users:erase', 'invoke:leadWebhook', 'invoke:expireReservationHolds'],
    }),
    /** Erasures not finished (oldest first) and finished ones (newest first, by their one-way reference): User Management. */
    listErasures: defineRoute({
      method: 'GET',
      path: '/erasures',
      handler: 'members/erasure/list-erasures',
      response: json<{ unfinished: UnfinishedErasureRow[]; erased: ErasedMemberRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 'Finish erasure': runs the remaining steps of an unfinished erasure (404 when there is none for this member). */
    finishErasure: defineRoute({
      method: 'POST',
      path: '/erasures/{id}/finish',
      handler: 'members/erasure/finish-erasure',
      params: idParams,
      response: noContent(),
      // The hold-expiry job cancels an open hold of the member's and offers the listing to the next on its waiting list.
      permissions: ['table:read', 'table:write', 'users:erase', 'invoke:leadWebhook', 'invoke:expireReservationHolds'],
    }),
    listAuditHistory: defineRoute({
      method: 'GET',
      path: '/audit/{targetType}/{targetId}',
      handler: 'audit/list-audit-history',
      params: auditParams,
      response: json<{ items: AuditEvent[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
  },
});
