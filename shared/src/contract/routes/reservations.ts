import { defineGroup, defineRoute } from './define';
import { reservationActionSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import type { MyReservation, MyReservations } from '../../views/reservation';
import { json, noContent } from '../route-response';

/**
 * An investor reserves a listing, joins or leaves its waiting list, reads and cancels their own reservations
 * (ARCHITECTURE.md section 14). `/me/...` routes read only the caller's: another investor's id is a 404.
 */
export const reservations = defineGroup({
  access: 'signedIn',
  description: "An investor's reservations and waiting-list places",
  routes: {
    /** 201 with the hold; 409 LISTING_RESERVED when another investor holds it (join the waiting list instead). */
    reserveProperty: defineRoute({
      method: 'POST',
      path: '/properties/{id}/reservations',
      handler: 'reservations/reserve-property',
      params: idParams,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write'],
    }),
    joinWaitingList: defineRoute({
      method: 'POST',
      path: '/properties/{id}/waiting-list',
      handler: 'reservations/join-waiting-list',
      params: idParams,
      response: json<MyReservations>(),
      permissions: ['table:read', 'table:write'],
    }),
    leaveWaitingList: defineRoute({
      method: 'DELETE',
      path: '/properties/{id}/waiting-list',
      handler: 'reservations/leave-waiting-list',
      params: idParams,
      response: noContent(),
      permissions: ['table:read', 'table:write'],
    }),
    listMyReservations: defineRoute({
      method: 'GET',
      path: '/me/reservations',
      handler: 'reservations/list-my-reservations',
      response: json<MyReservations>(),
      permissions: ['table:read', 'table:write'],
    }),
    getMyReservation: defineRoute({
      method: 'GET',
      path: '/me/reservations/{id}',
      handler: 'reservations/get-my-reservation',
      params: idParams,
      response: json<{ reservation: MyReservation }>(),
      permissions: ['table:read', 'table:write'],
    }),
    /** Inside the 14-day cancellation period (CCR 2013 regs. 29-30): cancelled, a paid fee refunded in full. */
    cancelMyReservation: defineRoute({
      method: 'POST',
      path: '/me/reservations/{id}/cancel',
      handler: 'reservations/cancel-my-reservation',
      params: idParams,
      body: reservationActionSchema,
      response: json<{ reservation: MyReservation }>(),
      // A cancelled hold passes to the next on the waiting list, who is emailed a link to the listing.
      permissions: ['table:read', 'table:write', 'invoke:refundCardPayment', 'email:send', 'appOrigin:read'],
    }),
  },
});
