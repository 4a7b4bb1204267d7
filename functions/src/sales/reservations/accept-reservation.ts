import { routes } from '@shared/contract/routes';
import { refuseOwnReservation } from '../../compliance/buyer-checks/duties';
import { httpHandler } from '../../http/handler';
import { accept } from './reservations';
import { rowOf } from './views';

/** 409 RESERVATION_NOT_READY naming what is missing; on success the listing is Under Offer and the deal opened. */
export const handler = httpHandler(routes.acceptReservation, async ({ params, body, caller }) => {
  await refuseOwnReservation(caller, params.id, 'accept');
  return { reservation: await rowOf(await accept(caller, params.id, body.expectedVersion)) };
});
