import { defineGroup, defineRoute } from './define';
import { reservationActionSchema } from '../../domain/reservation';
import { idParams } from '../../domain/request-params';
import type { ReservationRow } from '../../views/reservation';
import { json } from '../route-response';

/**
 * Admin Tools' Accept: the listing goes Under Offer and the deal is opened, with its default stage targets, in the
 * reservation's own transaction. A function of its own: the reservations' admin function had no room within its
 * bundle budget for the deal's code, nor the deals' function for the reservations' (tests/infra/stacks.test.ts).
 */
export const reservationAcceptance = defineGroup({
  access: 'admin',
  description: 'Admin: accepting a reservation, which opens its deal',
  routes: {
    /** 409 RESERVATION_NOT_READY naming what is missing (`details.missing`); on success the listing is Under Offer and the deal open. */
    acceptReservation: defineRoute({
      method: 'POST',
      path: '/reservations/{id}/accept',
      handler: 'reservations/accept-reservation',
      params: idParams,
      body: reservationActionSchema,
      response: json<{ reservation: ReservationRow }>(),
      permissions: ['table:read', 'table:write'],
    }),
  },
});
