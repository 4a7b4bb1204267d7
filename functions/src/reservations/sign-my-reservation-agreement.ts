import { routes } from '@shared/contract/routes';
import { httpHandler } from '../http/handler';
import { signAgreement } from './agreement';
import { myView } from './views';

/** The investor signs the agreement they opened: their name, the time, their IP address and browser are recorded. */
export const handler = httpHandler(routes.signMyReservationAgreement, async ({ params, body, caller, event }) => {
  const signed = await signAgreement(caller, params.id, body, {
    ipAddress: event.requestContext.http.sourceIp,
    userAgent: event.headers['user-agent'] ?? event.requestContext.http.userAgent ?? 'not given',
  });
  return { reservation: await myView(signed) };
});
