import { routes } from '@shared/contract/routes';
import { refuseOwnReservation } from '../../compliance/buyer-checks/duties';
import { httpHandler } from '../../http/handler';
import { recordBankPayment } from './reservations';
import { rowOf } from './views';

export const handler = httpHandler(routes.recordBankPayment, async ({ params, body, caller }) => {
  await refuseOwnReservation(caller, params.id, 'recordPayment');
  return { reservation: await rowOf(await recordBankPayment(caller, params.id, body)) };
});
