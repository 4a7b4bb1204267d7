import { defineGroup, defineRoute } from './define';
import { idParams } from '../../domain/request-params';
import { json } from '../route-response';

/**
 * The deal pack, in a function of its own (ARCHITECTURE section 16): pdfmake and its font stay out of the API groups'
 * bundles, and only this function holds what a PDF needs. Members and admins, like the listing page.
 */
export const dealPack = defineGroup({
  access: 'signedIn',
  description: "The investor's deal pack of a listing (a PDF)",
  // API Gateway's limit: a pack is made in about a second; the rest is headroom for a cold start and S3.
  timeoutSeconds: 29,
  memorySize: 1024,
  pdfFonts: true,
  routes: {
    /** A short-lived signed link to the caller's pack (made, or made again, first): a POST, since it may write. */
    createDealPack: defineRoute({
      method: 'POST',
      path: '/properties/{id}/deal-pack',
      handler: 'deal-pack/create-deal-pack',
      params: idParams,
      response: json<{ url: string; expiresIn: number }>(),
      // The list permissions make S3 answer 404, not 403, for an object that is not there (a pack not made yet, a
      // photo missing from the bucket), which the function tells apart from a failure.
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'documents:list', 'images:read', 'images:list'],
    }),
  },
});
