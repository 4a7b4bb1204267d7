import { defineGroup, defineRoute } from './define';
import { dealNoteSchema, type DealEntry } from '../../domain/deal';
import { dealMessageSchema } from '../../domain/deal-message';
import { bankPaymentSchema, reservationActionSchema, reservationReasonSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import { dealStageParams, dealTargetsSchema, fallThroughSchema, progressDealSchema } from '../../rules/deal';
import type { DealBoard, DealCard, DealDetail } from '../../views/deal';
import type { DealDocumentView } from '../../views/deal-document';
import type { DealMessageView, DealThread } from '../../views/deal-message';
import type { ReservationRow } from '../../views/reservation';
import { json } from '../route-response';

/**
 * Sales, the sourcer's side (docs/architecture.md section 14), in Admin Tools' Reservations and Deals: every reservation
 * with its three steps, deadline and the buyer's check status; a bank payment or a refund recorded; cancel with a
 * reason; Accept, which puts the listing Under Offer and opens the deal with its default stage targets in the
 * reservation's own transaction. Then the deals board (open deals by their current stage, a Query per stage, with its
 * figures over the ended deals too, a Query per ending), a deal with its trail, a stage marked done or skipped in
 * order, target dates moved, notes added (never changed or deleted), the message thread with the investor and the
 * deal's documents, and a fall-through, which hands the listing on as a cancelled hold does. The memorandum of sale, a
 * PDF, is sent from admin-pdfs.ts. Each change is one versioned write with its audit event; a stale version, or a move
 * the rules refuse, is a 409. Any admin acts as the sourcer.
 */
export const adminSales = defineGroup({
  access: 'admin',
  description: 'Admin: reservations, their fees and acceptance; the deals board, stages, notes, messages, documents and fall-throughs',
  routes: {
    listReservations: defineRoute({
      method: 'GET',
      path: '/reservations',
      handler: 'sales/reservations/list-reservations',
      response: json<{ items: ReservationRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    recordBankPayment: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/bank-payment',
      handler: 'sales/reservations/record-bank-payment',
      params: idParams,
      body: bankPaymentSchema,
      response: json<{ reservation: ReservationRow }>(),
      // A card checkout left open is expired by the Stripe job.
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment'],
    }),
    refundReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/refund',
      handler: 'sales/reservations/refund-reservation',
      params: idParams,
      body: reservationReasonSchema,
      response: json<{ reservation: ReservationRow }>(),
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment'],
    }),
    cancelReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/cancel',
      handler: 'sales/reservations/cancel-reservation',
      params: idParams,
      body: reservationReasonSchema,
      response: json<{ reservation: ReservationRow }>(),
      // A cancelled hold passes to the next on the waiting list, who is emailed a link to the listing.
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
    /** 409 RESERVATION_NOT_READY naming what is missing (`details.missing`); on success the listing is Under Offer and the deal open. */
    acceptReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/accept',
      handler: 'sales/reservations/accept-reservation',
      params: idParams,
      body: reservationActionSchema,
      response: json<{ reservation: ReservationRow }>(),
      permissions: ['table:read', 'table:write'],
    }),
    listDeals: defineRoute({
      method: 'GET',
      path: '/deals',
      handler: 'sales/deals/list-deals',
      response: json<DealBoard>(),
      permissions: ['table:read', 'table:write'],
    }),
    getDeal: defineRoute({
      method: 'GET',
      path: '/deals/{id}',
      handler: 'sales/deals/get-deal',
      params: idParams,
      response: json<DealDetail>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The current stage done or skipped; completing the last one sets the listing Sold and ends the buyer relationship. */
    progressDeal: defineRoute({
      method: 'POST',
      path: '/deals/{id}/stages/{stage}',
      handler: 'sales/deals/progress-deal',
      params: dealStageParams,
      body: progressDealSchema,
      response: json<{ deal: DealCard }>(),
      permissions: ['table:read', 'table:write'],
    }),
    setDealTargets: defineRoute({
      method: 'PATCH',
      path: '/deals/{id}/targets',
      handler: 'sales/deals/set-deal-targets',
      params: idParams,
      body: dealTargetsSchema,
      response: json<{ deal: DealCard }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the note; notes are never changed or deleted. */
    addDealNote: defineRoute({
      method: 'POST',
      path: '/deals/{id}/notes',
      handler: 'sales/deals/add-deal-note',
      params: idParams,
      body: dealNoteSchema,
      response: json<{ entry: DealEntry }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** The deal ends: its reservation is cancelled, the listing Available again and its lock released, in one transaction. */
    endDeal: defineRoute({
      method: 'POST',
      path: '/deals/{id}/fall-through',
      handler: 'sales/deals/end-deal',
      params: idParams,
      body: fallThroughSchema,
      response: json<{ deal: DealCard }>(),
      // The listing back on the market: its 'back to Available' event queues the alerts job, or the next on the waiting
      // list is emailed their hold (a link to the site); a card fee to refund queues its refund.
      permissions: ['table:read', 'table:write', 'invoke:alerts', 'invoke:refundCardPayment', 'email:send', 'appOrigin:read'],
    }),
    /** The thread, oldest first, with 'Read' on the sourcer's messages the investor has listed; marks the sourcer's side read. */
    listDealMessages: defineRoute({
      method: 'GET',
      path: '/deals/{id}/messages',
      handler: 'sales/deals/list-deal-messages',
      params: idParams,
      response: json<DealThread>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** 201 with the message, audited; the investor is emailed. */
    postDealMessage: defineRoute({
      method: 'POST',
      path: '/deals/{id}/messages',
      handler: 'sales/deals/post-deal-message',
      params: idParams,
      body: dealMessageSchema,
      response: json<{ message: DealMessageView }>(),
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
    /** The signed sourcing agreement, the memorandum of sale and the investor's uploads, each with a short-lived link. */
    listDealDocuments: defineRoute({
      method: 'GET',
      path: '/deals/{id}/documents',
      handler: 'sales/deals/list-deal-documents',
      params: idParams,
      response: json<{ items: DealDocumentView[] }>(),
      permissions: ['table:read', 'table:write', 'documents:read'],
    }),
  },
});
