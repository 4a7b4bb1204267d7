import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { existingDeal } from './deals';
import { dealDetailOf } from './views';

/** A deal with its trail of notes and changes. */
export const handler = httpHandler(routes.getDeal, async ({ params }) => dealDetailOf(await existingDeal(params.id)));
