import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { progress } from './deals';
import { dealCardOf } from './views';

/** The current stage done or skipped; 409 with the rule's reason for any other stage, or on a stale version. */
export const handler = httpHandler(routes.progressDeal, async ({ params, body, caller }) => ({
  deal: await dealCardOf(await progress(caller, params.id, params.stage, body.action, body.expectedVersion)),
}));
