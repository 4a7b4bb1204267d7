import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { cancelByAdmin } from './reservations';
import { rowOf } from './views';

export const handler = httpHandler(routes.cancelReservation, async ({ params, body, caller }) => ({
  reservation: await rowOf(await cancelByAdmin(caller, params.id, body)),
}));
