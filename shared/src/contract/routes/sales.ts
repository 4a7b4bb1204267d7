import { defineGroup, defineRoute } from './define';
import { solicitorSchema } from '../../domain/deal';
import { dealUploadParams } from '../../domain/deal-document';
import { dealMessageSchema } from '../../domain/deal-message';
import { reservationActionSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import { dealUploadSchema } from '../../rules/deal-files';
import type { CreatedUpload } from '../../rules/uploads';
import type { MyDeal } from '../../views/deal';
import type { DealDocumentView } from '../../views/deal-document';
import type { DealMessageView, DealThread } from '../../views/deal-message';
import type { ListingHold, MyReservation, MyReservations } from '../../views/reservation';
import { json, noContent } from '../route-response';

/**
 * Sales, the investor's side (docs/architecture.md section 14): a listing reserved (the hold, the waiting list, the card
 * payment of the fee through Stripe Checkout, the cancellation within the 14-day period), then the deal from the
 * accepted offer to completion (its timeline with target dates and RAG, the solicitor's details, the message thread
 * with the sourcer, and the deal's documents with the investor's uploads). The sourcing agreement, a PDF, is made in
 * investor-pdfs.ts. `/me/...` routes read only the caller's: another investor's reservation or deal is a 404.
 */
export const sales = defineGroup({
  access: 'signedIn',
  description: "An investor's reservations, waiting-list places, card payments and deals",
  routes: {
    /** 201 with the hold; 409 LISTING_RESERVED when another investor holds it (join the waiting list instead). */
    reserveProperty: defineRoute({
      method: 'POST',
      path: '/properties/{id}/reservations',
      handler: 'sales/reservations/reserve-property',
      params: idParams,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write'],
    }),
    joinWaitingList: defineRoute({
      method: 'POST',
      path: '/properties/{id}/waiting-list',
      handler: 'sales/reservations/join-waiting-list',
      params: idParams,
      response: json<MyReservations>(),
      permissions: ['table:read', 'table:write'],
    }),
    leaveWaitingList: defineRoute({
      method: 'DELETE',
      path: '/properties/{id}/waiting-list',
      handler: 'sales/reservations/leave-waiting-list',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    listMyReservations: defineRoute({
      method: 'GET',
      path: '/me/reservations',
      handler: 'sales/reservations/list-my-reservations',
      response: json<MyReservations>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyReservation: defineRoute({
      method: 'GET',
      path: '/me/reservations/{id}',
      handler: 'sales/reservations/get-my-reservation',
      params: idParams,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Whether the listing is held (and until when) or under offer: the listing page's 'Reserved' and waiting list. */
    getListingHold: defineRoute({
      method: 'GET',
      path: '/properties/{id}/hold',
      handler: 'sales/reservations/get-listing-hold',
      params: idParams,
      response: json<{ hold: ListingHold | null }>(),
      permissions: ['table:read'],
    }),
    /** Stripe Checkout for the reservation fee: the page to pay on. */
    startReservationCheckout: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/checkout',
      handler: 'sales/reservations/start-reservation-checkout',
      params: idParams,
      response: json<{ url: string }>(),
      permissions: ['table:read', 'table:write', 'stripeSecrets:read', 'appOrigin:read'],
    }),
    /** Inside the 14-day cancellation period (CCR 2013 regs. 29-30): cancelled, a paid fee refunded in full. */
    cancelMyReservation: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/cancel',
      handler: 'sales/reservations/cancel-my-reservation',
      params: idParams,
      body: reservationActionSchema,
      response: json<{ reservation: MyReservation }>(),
      // A cancelled hold passes to the next on the waiting list, who is emailed a link to the listing; an accepted one
      // with nobody next puts the listing back on the market, which queues its alerts.
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment', 'invoke:alerts', 'email:send', 'appOrigin:read'],
    }),
    listMyDeals: defineRoute({
      method: 'GET',
      path: '/me/deals',
      handler: 'sales/deals/list-my-deals',
      response: json<{ items: MyDeal[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyDeal: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}',
      handler: 'sales/deals/get-my-deal',
      params: idParams,
      response: json<{ deal: MyDeal }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 409 on a stale version or a deal that has ended. */
    setMyDealSolicitor: defineRoute({
      method: 'PUT',
      path: '/me/deals/{id}/solicitor',
      handler: 'sales/deals/set-my-deal-solicitor',
      params: idParams,
      body: solicitorSchema,
      response: json<{ deal: MyDeal }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The thread, oldest first, with 'Read' on the investor's messages the sourcer has listed; marks the investor's side read. */
    listMyDealMessages: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}/messages',
      handler: 'sales/deals/list-my-deal-messages',
      params: idParams,
      response: json<DealThread>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the message; the admins are emailed in the next batch (functions/src/sales/deals/message-batches.ts); 429 past the member's limit a minute. */
    postMyDealMessage: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/messages',
      handler: 'sales/deals/post-my-deal-message',
      params: idParams,
      body: dealMessageSchema,
      response: json<{ message: DealMessageView }>(),
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
    /** The signed sourcing agreement, the memorandum of sale and the investor's uploads, each with a short-lived link. */
    listMyDealDocuments: defineRoute({
      method: 'GET',
      path: '/me/deals/{id}/documents',
      handler: 'sales/deals/list-my-deal-documents',
      params: idParams,
      response: json<{ items: DealDocumentView[] }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
    /** A presigned POST for the investor's mortgage offer (a PDF) on an open deal. */
    createMyDealUpload: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/uploads',
      handler: 'sales/deals/create-my-deal-upload',
      params: idParams,
      body: dealUploadSchema,
      response: json<CreatedUpload>(),
      permissions: ['table:read', 'table:write', 'documents:write'],
    }),
    /** 201 with the document once the file is checked and stored under the deal's prefix. */
    completeMyDealUpload: defineRoute({
      method: 'POST',
      path: '/me/deals/{id}/uploads/{uploadId}/complete',
      handler: 'sales/deals/complete-my-deal-upload',
      params: dealUploadParams,
      response: json<{ document: DealDocumentView }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write'],
    }),
  },
});
