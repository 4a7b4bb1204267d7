import { routes } from '@shared/contract/routes';
import { httpHandler } from '../http/handler';
import { recordBankPayment } from './reservations';
import { rowOf } from './views';

export const handler = httpHandler(routes.recordBankPayment, async ({ params, body, caller }) => ({
  reservation: await rowOf(await recordBankPayment(caller, params.id, body)),
}));
