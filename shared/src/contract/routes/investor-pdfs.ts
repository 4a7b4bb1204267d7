import { defineGroup, defineRoute } from './define';
import { signAgreementSchema } from '../../domain/agreement-signature';
import { reservationActionSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import type { ListingHold, MyReservation } from '../../views/reservation';
import { json } from '../route-response';

/**
 * The investor's sourcing agreement and card payment of a reservation, in a function of their own: only it renders the
 * agreement, writes its copies to the documents bucket and holds the Stripe key. The investor's cancellation is here
 * too, so the reservations group does not carry the waiting list's hand-over and its email.
 */
export const reservationPayments = defineGroup({
  access: 'signedIn',
  description: "An investor's sourcing agreement, card payment and cancellation",
  // The agreement is a PDF (the deal pack's engine): API Gateway's limit, and the memory and font pdfmake needs.
  timeoutSeconds: 29,
  memorySize: 1024,
  pdfFonts: true,
  routes: {
    /** Whether the listing is held (and until when) or under offer: the listing page's 'Reserved' and waiting list. */
    getListingHold: defineRoute({
      method: 'GET',
      path: '/properties/{id}/hold',
      handler: 'reservations/get-listing-hold',
      params: idParams,
      response: json<{ hold: ListingHold | null }>(),
      permissions: ['table:read'],
    }),
    /** A short-lived link to the agreement (the signed copy once signed) and the SHA-256 of its bytes. */
    getMyReservationAgreement: defineRoute({
      method: 'GET',
      path: '/me/reservations/{id}/agreement',
      handler: 'reservations/get-my-reservation-agreement',
      params: idParams,
      response: json<{ url: string; sha256: string; signed: boolean }>(),
      permissions: ['table:read', 'documents:read', 'documents:write'],
    }),
    /** Signs the agreement opened (its SHA-256), on the version read; the signed copy is stored and emailed. */
    signMyReservationAgreement: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/agreement/signature',
      handler: 'reservations/sign-my-reservation-agreement',
      params: idParams,
      body: signAgreementSchema,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write', 'documents:read', 'documents:write', 'email:send'],
    }),
    /** Stripe Checkout for the reservation fee: the page to pay on. */
    startReservationCheckout: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/checkout',
      handler: 'reservations/start-reservation-checkout',
      params: idParams,
      response: json<{ url: string }>(),
      permissions: ['table:read', 'table:write', 'stripeSecrets:read', 'appOrigin:read'],
    }),
    /** Inside the 14-day cancellation period (CCR 2013 regs. 29-30): cancelled, a paid fee refunded in full. */
    cancelMyReservation: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/cancel',
      handler: 'reservations/cancel-my-reservation',
      params: idParams,
      body: reservationActionSchema,
      response: json<{ reservation: MyReservation }>(),
      // A cancelled hold passes to the next on the waiting list, who is emailed a link to the listing; an accepted one
      // with nobody next puts the listing back on the market, which queues its alerts.
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment', 'invoke:alerts', 'email:send', 'appOrigin:read'],
    }),
  },
});
