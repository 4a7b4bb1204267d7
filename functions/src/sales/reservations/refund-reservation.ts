import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { refund } from './reservations';
import { rowOf } from './views';

export const handler = httpHandler(routes.refundReservation, async ({ params, body, caller }) => ({
  reservation: await rowOf(await refund(caller, params.id, body)),
}));
