import { defineGroup, defineRoute } from './define';
import { sendMemorandumSchema } from '../../domain/deal-document';
import { dealMessageSchema } from '../../domain/deal-message';
import { idParams } from '../../domain/request-params';
import type { DealDocumentView } from '../../views/deal-document';
import type { DealMessageView, DealThread } from '../../views/deal-message';
import { json } from '../route-response';

/**
 * The sourcer's correspondence on a deal: the message thread with its investor, the deal's documents and the
 * memorandum of sale sent to the investor and both solicitors. A function of its own (the board's had no room in its
 * bundle budget for the email's and the documents' code), and a PDF function: the memorandum is rendered here with the
 * deal pack's engine, never in an API group's bundle. Any admin acts as the sourcer; each message and sending is audited.
 */
export const adminDealCorrespondence = defineGroup({
  access: 'admin',
  description: "Admin: a deal's message thread with its investor, its documents and its memorandum of sale",
  // The memorandum is a PDF (the deal pack's engine): API Gateway's limit, and the memory and font pdfmake needs.
  timeoutSeconds: 29,
  memorySize: 1024,
  pdfFonts: true,
  routes: {
    /** The thread, oldest first, with 'Read' on the sourcer's messages the investor has listed; marks the sourcer's side read. */
    listDealMessages: defineRoute({
      method: 'GET',
      path: '/deals/{id}/messages',
      handler: 'deals/list-deal-messages',
      params: idParams,
      response: json<DealThread>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the message, audited; the investor is emailed. */
    postDealMessage: defineRoute({
      method: 'POST',
      path: '/deals/{id}/messages',
      handler: 'deals/post-deal-message',
      params: idParams,
      body: dealMessageSchema,
      response: json<{ message: DealMessageView }>(),
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
    /** The signed sourcing agreement, the memorandum of sale and the investor's uploads, each with a short-lived link. */
    listDealDocuments: defineRoute({
      method: 'GET',
      path: '/deals/{id}/documents',
      handler: 'deals/list-deal-documents',
      params: idParams,
      response: json<{ items: DealDocumentView[] }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
    /** 201 with the memorandum of sale, stored on the deal's documents (audited) and emailed to the investor and the solicitors given. */
    sendDealMemorandum: defineRoute({
      method: 'POST',
      path: '/deals/{id}/memorandum',
      handler: 'deals/send-deal-memorandum',
      params: idParams,
      body: sendMemorandumSchema,
      response: json<{ document: DealDocumentView }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'email:send'],
    }),
  },
});
