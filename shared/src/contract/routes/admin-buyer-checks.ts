import { defineGroup, defineRoute } from './define';
import {
  approvalSchema,
  buyerCheckFileQuery,
  buyerCheckUploadParams,
  buyerCheckUploadSchema,
  identityCheckSchema,
  matchDecisionSchema,
  ofsiReportSchema,
  registerDiscrepancySchema,
  riskSchema,
} from '../../domain/buyer-check';
import { idParams } from '../../domain/request-params';
import type { CreatedUpload } from '../../rules/uploads';
import type { BuyerCheckDetail, BuyerCheckRow } from '../../views/buyer-check';
import { json } from '../route-response';

/**
 * Admin Tools' Buyer checks (Money Laundering Regulations 2017 reg. 27, 28, 33, 35): every investor's status, the
 * record with every step, identity verifications, decisions on possible sanctions matches, the risk and the approvals.
 * Only this function reads the buyers' evidence back.
 */
export const adminBuyerChecks = defineGroup({
  access: 'admin',
  description: "Admin: buyers' checks under the Money Laundering Regulations",
  routes: {
    listBuyerChecks: defineRoute({
      method: 'GET',
      path: '/buyer-checks',
      handler: 'compliance/buyer-checks/list-buyer-checks',
      response: json<{ items: BuyerCheckRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getBuyerCheck: defineRoute({
      method: 'GET',
      path: '/buyer-checks/{id}',
      handler: 'compliance/buyer-checks/get-buyer-check',
      params: idParams,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    recordIdentityVerification: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/identity-verifications',
      handler: 'compliance/buyer-checks/record-identity-verification',
      params: idParams,
      body: identityCheckSchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    decideScreeningMatch: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/match-decisions',
      handler: 'compliance/buyer-checks/decide-screening-match',
      params: idParams,
      body: matchDecisionSchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The report to OFSI of an escalated possible match: what was reported and when, added to the record. */
    reportScreeningMatchToOfsi: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/ofsi-reports',
      handler: 'compliance/buyer-checks/report-screening-match-to-ofsi',
      params: idParams,
      body: ofsiReportSchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** A material discrepancy with a company buyer's register and its report to Companies House (reg. 30A), added to the record. */
    recordRegisterDiscrepancy: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/register-discrepancies',
      handler: 'compliance/buyer-checks/record-register-discrepancy',
      params: idParams,
      body: registerDiscrepancySchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    setBuyerRisk: defineRoute({
      method: 'PUT',
      path: '/buyer-checks/{id}/risk',
      handler: 'compliance/buyer-checks/set-buyer-risk',
      params: idParams,
      body: riskSchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    approveBuyerCheck: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/approvals',
      handler: 'compliance/buyer-checks/approve-buyer-check',
      params: idParams,
      body: approvalSchema,
      response: json<BuyerCheckDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** A presigned POST for an identity provider's report on this buyer. */
    createBuyerCheckUpload: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/uploads',
      handler: 'compliance/buyer-checks/create-buyer-check-upload',
      params: idParams,
      body: buyerCheckUploadSchema,
      response: json<CreatedUpload>(),
      permissions: ['table:read', 'table:write', 'documents:write'],
    }),
    completeBuyerCheckUpload: defineRoute({
      method: 'POST',
      path: '/buyer-checks/{id}/uploads/{uploadId}/complete',
      handler: 'compliance/buyer-checks/complete-buyer-check-upload',
      params: buyerCheckUploadParams,
      response: json<{ key: string; fileName: string }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    }),
    /** A short-lived link to one of the buyer's files (evidence, an identity report). */
    getBuyerCheckFileLink: defineRoute({
      method: 'GET',
      path: '/buyer-checks/{id}/file',
      handler: 'compliance/buyer-checks/get-buyer-check-file-link',
      params: idParams,
      query: buyerCheckFileQuery,
      response: json<{ url: string; expiresIn: number }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
  },
});
