import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { approve } from './buyer-checks';
import { detailOf } from './detail';

/** An admin approves; senior approval (a second, different admin) where enhanced due diligence applies. */
export const handler = httpHandler(routes.approveBuyerCheck, async ({ params, body, caller }) =>
  detailOf(params.id, await approve(caller, params.id, body.expectedVersion)),
);
