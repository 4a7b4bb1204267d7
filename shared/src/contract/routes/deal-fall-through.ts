import { defineGroup, defineRoute } from './define';
import { idParams } from '../../domain/request-params';
import { fallThroughSchema } from '../../rules/deal';
import type { DealCard } from '../../views/deal';
import { json } from '../route-response';

/**
 * Admin Tools' Deals: a deal falls through. A function of its own: the deal's end hands the listing on as a cancelled
 * hold does (the waiting list's next hold with its email and Alerts bell entry, or the 'back to Available' event and
 * its alerts, and a card fee's refund), code the board's function had no room for within its bundle budget
 * (tests/infra/stacks.test.ts).
 */
export const dealFallThrough = defineGroup({
  access: 'admin',
  description: 'Admin: a deal falling through, its reservation cancelled and the listing handed on',
  routes: {
    /** The deal ends: its reservation is cancelled, the listing Available again and its lock released, in one transaction. */
    endDeal: defineRoute({
      method: 'POST',
      path: '/deals/{id}/fall-through',
      handler: 'deals/end-deal',
      params: idParams,
      body: fallThroughSchema,
      response: json<{ deal: DealCard }>(),
      // The listing back on the market: its 'back to Available' event queues the alerts job, or the next on the waiting
      // list is emailed their hold (a link to the site); a card fee to refund queues its refund.
      permissions: ['table:read', 'table:write', 'invoke:alerts', 'invoke:refundCardPayment', 'email:send', 'appOrigin:read'],
    }),
  },
});
