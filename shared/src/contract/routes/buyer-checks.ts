import { defineGroup, defineRoute } from './define';
import { buyerCheckUploadSchema, myBuyerCheckUploadParams, myEvidenceParams, saveBuyerPartSchema } from '../../domain/buyer-check';
import type { CreatedUpload } from '../../rules/uploads';
import type { MyBuyerCheck } from '../../views/buyer-check';
import { json } from '../route-response';

/**
 * The buyer's own part of their checks (Money Laundering Regulations 2017 reg. 28), in a function of its own: only it
 * holds what the buyer's evidence needs (an upload policy into the private documents bucket), and no other signed-in
 * function carries the checks' code.
 */
export const buyerChecks = defineGroup({
  access: 'signedIn',
  description: "The buyer's own part of their buyer checks, and its evidence",
  routes: {
    getMyBuyerCheck: defineRoute({
      method: 'GET',
      path: '/me/buyer-check',
      handler: 'compliance/buyer-checks/get-my-buyer-check',
      response: json<{ check: MyBuyerCheck }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Saved as the buyer goes: on the version they read (a stale one is a 409). */
    saveMyBuyerCheck: defineRoute({
      method: 'PUT',
      path: '/me/buyer-check',
      handler: 'compliance/buyer-checks/save-my-buyer-check',
      body: saveBuyerPartSchema,
      response: json<{ check: MyBuyerCheck }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** A presigned POST for a bank statement or a mortgage in principle (PDF or image). */
    createMyBuyerCheckUpload: defineRoute({
      method: 'POST',
      path: '/me/buyer-check/uploads',
      handler: 'compliance/buyer-checks/create-my-buyer-check-upload',
      body: buyerCheckUploadSchema,
      response: json<CreatedUpload>(),
      permissions: ['table:read', 'table:write', 'documents:write'],
    }),
    /** Checks the uploaded file, stores it under the member's prefix and adds it to their evidence. */
    completeMyBuyerCheckUpload: defineRoute({
      method: 'POST',
      path: '/me/buyer-check/uploads/{uploadId}/complete',
      handler: 'compliance/buyer-checks/complete-my-buyer-check-upload',
      params: myBuyerCheckUploadParams,
      response: json<{ check: MyBuyerCheck }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    }),
    /** The buyer takes a file back: it stops counting as evidence, and is kept with the record (reg. 40). */
    removeMyBuyerCheckEvidence: defineRoute({
      method: 'DELETE',
      path: '/me/buyer-check/evidence/{evidenceId}',
      handler: 'compliance/buyer-checks/remove-my-buyer-check-evidence',
      params: myEvidenceParams,
      response: json<{ check: MyBuyerCheck }>(),
      permissions: ['table:read', 'table:write'],
    }),
  },
});
