import { routes } from '@shared/contract/routes';
import { getDealScenario } from '../db/deal-scenarios';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

export const SCENARIO_NOT_FOUND = 'Analysis not found';

/** Read under the caller's own partition: someone else's id is simply not there (404). */
export const handler = httpHandler(routes.getMyDealScenario, async ({ params, caller }) => {
  const scenario = await getDealScenario(caller.userId, params.id);
  if (!scenario) throw notFound(SCENARIO_NOT_FOUND);
  return { scenario };
});
