import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myDeals } from './deals';
import { myDealViews } from './views';

/** The caller's deals, newest accepted first: open ones and their portfolio of completed ones. */
export const handler = httpHandler(routes.listMyDeals, async ({ caller }) => ({ items: await myDealViews(await myDeals(caller)) }));
