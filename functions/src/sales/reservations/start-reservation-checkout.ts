import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { startCheckout } from './card-payments';

/** Stripe Checkout for the caller's reservation fee. */
export const handler = httpHandler(routes.startReservationCheckout, ({ params, caller }) => startCheckout(caller, params.id));
