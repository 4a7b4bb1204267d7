import { defineGroup, defineRoute } from './define';
import { signAgreementSchema } from '../../domain/agreement-signature';
import { idParams } from '../../domain/request-params';
import type { MyReservation } from '../../views/reservation';
import { json } from '../route-response';

/**
 * The PDFs an investor opens: a listing's deal pack and a reservation's sourcing agreement (docs/architecture.md sections 14
 * and 16). A function of its own for its weight, not its size: pdfmake and its font are loaded at its cold start, which
 * no other investor route should wait for (`npm run bench` bounds a PDF function's cold import apart), and it needs
 * the memory pdfmake does. Only it renders a PDF for an investor and writes the copies to the documents bucket.
 */
export const investorPdfs = defineGroup({
  access: 'signedIn',
  description: "An investor's PDFs: a listing's deal pack and a reservation's sourcing agreement",
  // API Gateway's limit: a pack is made in about a second; the rest is headroom for a cold start and S3.
  timeoutSeconds: 29,
  memorySize: 1024,
  pdfFonts: true,
  routes: {
    /** A short-lived signed link to the caller's pack (made, or made again, first): a POST, since it may write. */
    createDealPack: defineRoute({
      method: 'POST',
      path: '/properties/{id}/deal-pack',
      handler: 'catalogue/deal-pack/create-deal-pack',
      params: idParams,
      response: json<{ url: string; expiresIn: number }>(),
      // The list permissions make S3 answer 404, not 403, for an object that is not there (a pack not made yet, a
      // photo missing from the bucket), which the function tells apart from a failure.
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'documents:list', 'images:read', 'images:list'],
    }),
    /** A short-lived link to the agreement (the signed copy once signed) and the SHA-256 of its bytes. */
    getMyReservationAgreement: defineRoute({
      method: 'GET',
      path: '/me/reservations/{id}/agreement',
      handler: 'sales/reservations/get-my-reservation-agreement',
      params: idParams,
      response: json<{ url: string; sha256: string; signed: boolean }>(),
      permissions: ['table:read', 'documents:read', 'documents:write'],
    }),
    /** Signs the agreement opened (its SHA-256), on the version read; the signed copy is stored and emailed. */
    signMyReservationAgreement: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/agreement/signature',
      handler: 'sales/reservations/sign-my-reservation-agreement',
      params: idParams,
      body: signAgreementSchema,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'email:send'],
    }),
  },
});
