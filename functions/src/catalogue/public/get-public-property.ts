import { routes } from '@shared/contract/routes';
import { reservedFlag } from '@shared/views/reservation';
import { getReservationLock } from '../../sales/db/reservation-locks';
import { httpHandler } from '../../http/handler';
import { publicProperty } from './public-property';

/**
 * GET /public/properties/{id}?view=peek|full: the whitelisted public payload; 404 unless published and not Withdrawn.
 * A listing held by a reservation says until when (`reservedUntil`).
 */
export const handler = httpHandler(routes.getPublicProperty, async ({ params, query }) => {
  const [property, lock] = await Promise.all([publicProperty(params.id, query.view), getReservationLock(params.id)]);
  return { property: { ...property, ...reservedFlag(lock, undefined) } };
});
