import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myDeal } from './deals';
import { dealThread } from './messages';

/** The thread of the caller's own deal (another investor's is a 404); the sourcer then sees 'Read' on what was listed. */
export const handler = httpHandler(routes.listMyDealMessages, async ({ params, caller }) => dealThread(await myDeal(caller, params.id), 'investor'));
