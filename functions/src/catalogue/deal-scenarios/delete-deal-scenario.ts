import { routes } from '@shared/contract/routes';
import { deleteDealScenario } from '../db/deal-scenarios';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { SCENARIO_NOT_FOUND } from './get-my-deal-scenario';

export const handler = httpHandler(routes.deleteDealScenario, async ({ params, caller }) => {
  if (!(await deleteDealScenario(caller.userId, params.id))) throw notFound(SCENARIO_NOT_FOUND);
  return respond(204);
});
