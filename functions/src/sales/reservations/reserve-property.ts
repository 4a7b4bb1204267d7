import { routes } from '@shared/contract/routes';
import { refuseUncheckedAdmin } from '../../compliance/buyer-checks/duties';
import { httpHandler, respond } from '../../http/handler';
import { reserve } from './reservations';
import { myView } from './views';

/** Reserves the listing: 201 with the hold, or 409 LISTING_RESERVED when another investor holds it. */
export const handler = httpHandler(routes.reserveProperty, async ({ params, caller }) => {
  await refuseUncheckedAdmin(caller);
  return respond(201, { reservation: await myView(await reserve(caller, params.id)) });
});
