import { routes } from '@shared/contract/routes';
import { getReservationLock } from '../db/reservations';
import { httpHandler } from '../../http/handler';

/** The listing's open reservation, if any: its state and deadline, never the investor holding it. */
export const handler = httpHandler(routes.getListingHold, async ({ params }) => {
  const lock = await getReservationLock(params.id);
  return { hold: lock ? { status: lock.status, heldUntil: lock.heldUntil } : null };
});
