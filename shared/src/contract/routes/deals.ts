import { defineGroup, defineRoute } from './define';
import { solicitorSchema } from '../../domain/deal';
import { dealMessageSchema } from '../../domain/deal-message';
import { idParams } from '../../domain/request-params';
import type { MyDeal } from '../../views/deal';
import type { DealMessageView, DealThread } from '../../views/deal-message';
import { json } from '../route-response';

/**
 * An investor's deals, from the accepted offer to completion: the timeline of each (stages with their target dates and
 * RAG), their solicitor's details and the message thread with the sourcer (the deal's documents are deal-documents.ts). `/me/...` routes read only the caller's:
 * another investor's deal is a 404.
 */
export const deals = defineGroup({
  access: 'signedIn',
  description: "An investor's deals in progress and completed",
  routes: {
    listMyDeals: defineRoute({
      method: 'GET',
      path: '/me/deals',
      handler: 'deals/list-my-deals',
      response: json<{ items: MyDeal[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyDeal: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}',
      handler: 'deals/get-my-deal',
      params: idParams,
      response: json<{ deal: MyDeal }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 409 on a stale version or a deal that has ended. */
    setMyDealSolicitor: defineRoute({
      method: 'PUT',
      path: '/me/deals/{id}/solicitor',
      handler: 'deals/set-my-deal-solicitor',
      params: idParams,
      body: solicitorSchema,
      response: json<{ deal: MyDeal }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The thread, oldest first, with 'Read' on the investor's messages the sourcer has listed; marks the investor's side read. */
    listMyDealMessages: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}/messages',
      handler: 'deals/list-my-deal-messages',
      params: idParams,
      response: json<DealThread>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the message; the admins are emailed in the next batch (functions/src/deals/message-batches.ts); 429 past the member's limit a minute. */
    postMyDealMessage: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/messages',
      handler: 'deals/post-my-deal-message',
      params: idParams,
      body: dealMessageSchema,
      response: json<{ message: DealMessageView }>(),
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
  },
});
