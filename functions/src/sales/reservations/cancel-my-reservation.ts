import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { cancelMine } from './reservations';
import { myView } from './views';

/** The investor cancels inside the 14-day period (CCR 2013 regs. 29-30); a paid fee is due back in full, an accepted one's deal ends. */
export const handler = httpHandler(routes.cancelMyReservation, async ({ params, body, caller }) => ({
  reservation: await myView(await cancelMine(caller, params.id, body.expectedVersion)),
}));
