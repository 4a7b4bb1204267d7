import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myDeal } from './deals';
import { myDealViewOf } from './views';

/** One of the caller's deals; another investor's is a 404. */
export const handler = httpHandler(routes.getMyDeal, async ({ params, caller }) => ({ deal: await myDealViewOf(await myDeal(caller, params.id)) }));
