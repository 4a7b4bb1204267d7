import { routes } from '@shared/contract/routes';
import { refuseUncheckedAdmin } from '../../compliance/buyer-checks/duties';
import { httpHandler, respond } from '../../http/handler';
import { joinList } from './reservations';
import { myReservationsOf } from './views';

/** Joins the listing's waiting list: 201 with the caller's reservations and places. */
export const handler = httpHandler(routes.joinWaitingList, async ({ params, caller }) => {
  await refuseUncheckedAdmin(caller);
  await joinList(caller, params.id);
  return respond(201, await myReservationsOf(caller.userId));
});
