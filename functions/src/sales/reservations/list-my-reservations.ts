import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myReservationsOf } from './views';

/** The caller's own reservations and waiting-list places (by their id: never another's). */
export const handler = httpHandler(routes.listMyReservations, async ({ caller }) => myReservationsOf(caller.userId));
