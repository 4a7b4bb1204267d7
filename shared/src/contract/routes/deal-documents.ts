import { defineGroup, defineRoute } from './define';
import { dealUploadParams } from '../../domain/deal-document';
import { idParams } from '../../domain/request-params';
import { dealUploadSchema } from '../../rules/deal-files';
import type { CreatedUpload } from '../../rules/uploads';
import type { DealDocumentView } from '../../views/deal-document';
import { json } from '../route-response';

/**
 * An investor's documents of their deal, in a function of its own: only it holds what an upload needs (a policy into
 * the private documents bucket, the file's checks), which the deals' function had no room for in its bundle budget.
 * `/me/...` routes read only the caller's: another investor's deal is a 404.
 */
export const dealDocuments = defineGroup({
  access: 'signedIn',
  description: "An investor's documents of their deals, and their uploads",
  routes: {
    /** The signed sourcing agreement, the memorandum of sale and the investor's uploads, each with a short-lived link. */
    listMyDealDocuments: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}/documents',
      handler: 'deals/list-my-deal-documents',
      params: idParams,
      response: json<{ items: DealDocumentView[] }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
    /** A presigned POST for the investor's mortgage offer (a PDF) on an open deal. */
    createMyDealUpload: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/uploads',
      handler: 'deals/create-my-deal-upload',
      params: idParams,
      body: dealUploadSchema,
      response: json<CreatedUpload>(),
      permissions: ['table:read', 'table:write', 'documents:write'],
    }),
    /** 201 with the document once the file is checked and stored under the deal's prefix. */
    completeMyDealUpload: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/uploads/{uploadId}/complete',
      handler: 'deals/complete-my-deal-upload',
      params: dealUploadParams,
      response: json<{ document: DealDocumentView }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    }),
  },
});
