import { defineGroup, defineRoute } from './define';
import { bankPaymentSchema, reservationReasonSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import type { ReservationRow } from '../../views/reservation';
import { json } from '../route-response';

/**
 * Admin Tools' Reservations: every reservation with its three steps, deadline and the buyer's check status; a bank
 * payment or a refund recorded; cancel with a reason (Accept is reservation-acceptance.ts). Each action is one
 * versioned write with its audit event; a stale version is a 409.
 */
export const adminReservations = defineGroup({
  access: 'admin',
  description: 'Admin: reservations, their fees and their acceptance',
  routes: {
    listReservations: defineRoute({
      method: 'GET',
      path: '/reservations',
      handler: 'reservations/list-reservations',
      response: json<{ items: ReservationRow[] }>(),
      permissions: ['table:read', 'table:write'],
    }),
    recordBankPayment: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/bank-payment',
      handler: 'reservations/record-bank-payment',
      params: idParams,
      body: bankPaymentSchema,
      response: json<{ reservation: ReservationRow }>(),
      // A card checkout left open is expired by the Stripe job.
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment'],
    }),
    refundReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/refund',
      handler: 'reservations/refund-reservation',
      params: idParams,
      body: reservationReasonSchema,
      response: json<{ reservation: ReservationRow }>(),
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment'],
    }),
    cancelReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/cancel',
      handler: 'reservations/cancel-reservation',
      params: idParams,
      body: reservationReasonSchema,
      response: json<{ reservation: ReservationRow }>(),
      // A cancelled hold passes to the next on the waiting list, who is emailed a link to the listing.
      permissions: ['table:read', 'table:write', 'email:send', 'appOrigin:read'],
    }),
  },
});
