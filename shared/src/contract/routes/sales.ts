import { defineGroup, defineRoute } from './define';
import { idParams } from '../../domain/request-params';
import type { MyReservation, MyReservations } from '../../views/reservation';
import { json, noContent } from '../route-response';

/**
 * An investor reserves a listing, joins or leaves its waiting list, reads their own reservations (the cancellation is
 * in reservation-payments.ts, with the code that passes a hold to the waiting list and queues a refund)
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
  },
});
