import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { fallThrough } from './deals';
import { dealCardOf } from './views';

/** The deal falls through: its reservation cancelled, the listing Available again, in one transaction. */
export const handler = httpHandler(routes.endDeal, async ({ params, body, caller }) => ({
  deal: await dealCardOf(await fallThrough(caller, params.id, body)),
}));
