import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { decideMatch } from './buyer-checks';
import { detailOf } from './detail';

/** An admin clears a possible sanctions match or escalates it, with the reason written down. */
export const handler = httpHandler(routes.decideScreeningMatch, async ({ params, body, caller }) =>
  detailOf(params.id, await decideMatch(caller, params.id, body)),
);
