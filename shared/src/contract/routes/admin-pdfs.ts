import { defineGroup, defineRoute } from './define';
import { sendMemorandumSchema } from '../../domain/deal-document';
import { idParams } from '../../domain/request-params';
import type { DealDocumentView } from '../../views/deal-document';
import { json } from '../route-response';

/**
 * The PDFs the sourcer makes: a deal's memorandum of sale, sent to the investor and both solicitors. A function of its
 * own for its weight, as investor-pdfs.ts is: pdfmake and its font load at its cold start, which the admins' other
 * routes should not wait for, and it needs the memory pdfmake does. Any admin acts as the sourcer; each sending is audited.
 */
export const adminPdfs = defineGroup({
  access: 'admin',
  description: "Admin: a deal's memorandum of sale (a PDF)",
  // The memorandum is a PDF (the deal pack's engine): API Gateway's limit, and the memory and font pdfmake needs.
  timeoutSeconds: 29,
  memorySize: 1024,
  pdfFonts: true,
  routes: {
    /** 201 with the memorandum of sale, stored on the deal's documents (audited) and emailed to the investor and the solicitors given. */
    sendDealMemorandum: defineRoute({
      method: 'POST',
      path: '/deals/{id}/memorandum',
      handler: 'sales/deals/send-deal-memorandum',
      params: idParams,
      body: sendMemorandumSchema,
      response: json<{ document: DealDocumentView }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'email:send'],
    }),
  },
});
