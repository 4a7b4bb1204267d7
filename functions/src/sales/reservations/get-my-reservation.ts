import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myReservation } from './reservations';
import { myView } from './views';

/** One of the caller's reservations; another investor's is a 404. */
export const handler = httpHandler(routes.getMyReservation, async ({ params, caller }) => ({
  reservation: await myView(await myReservation(caller, params.id)),
}));
