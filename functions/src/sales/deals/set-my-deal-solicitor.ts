import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { setMySolicitor } from './deals';
import { myDealViewOf } from './views';

/** The investor's solicitor or conveyancer on their own deal; 409 on a stale version or an ended deal. */
export const handler = httpHandler(routes.setMyDealSolicitor, async ({ params, body, caller }) => ({
  deal: await myDealViewOf(await setMySolicitor(caller, params.id, body.expectedVersion, body.solicitor)),
}));
