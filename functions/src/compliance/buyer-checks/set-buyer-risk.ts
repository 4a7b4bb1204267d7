import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { setRisk } from './buyer-checks';
import { detailOf } from './detail';

/** An admin assesses the buyer's risk (low, medium, high) with a written rationale. */
export const handler = httpHandler(routes.setBuyerRisk, async ({ params, body, caller }) => detailOf(params.id, await setRisk(caller, params.id, body)));
