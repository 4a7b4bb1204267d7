import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { setTargets } from './deals';
import { dealCardOf } from './views';

export const handler = httpHandler(routes.setDealTargets, async ({ params, body, caller }) => ({
  deal: await dealCardOf(await setTargets(caller, params.id, body.expectedVersion, body.targets)),
}));
