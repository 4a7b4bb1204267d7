import { routes } from '@shared/contract/routes';
import { listReservations } from '../db/reservations';
import { httpHandler } from '../../http/handler';
import { rowsOf } from './views';

/** Every reservation, newest first, with its steps, deadline and the buyer's check status. */
export const handler = httpHandler(routes.listReservations, async () => ({ items: await rowsOf(await listReservations()) }));
