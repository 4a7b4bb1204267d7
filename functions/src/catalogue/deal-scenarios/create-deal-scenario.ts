import { routes } from '@shared/contract/routes';
import { createDealScenario, MAX_SCENARIOS_PER_INVESTOR } from '../db/deal-scenarios';
import { badRequest } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { visibleProperty } from '../properties/visible-property';

/** Saves a named scenario's inputs on a listing the caller may see (the body's shared schema has already refused nonsense). */
export const handler = httpHandler(routes.createDealScenario, async ({ body, caller }) => {
  await visibleProperty(body.propertyId, caller.isAdmin);
  const scenario = await createDealScenario(caller.userId, body);
  if (!scenario) throw badRequest(`You can keep up to ${MAX_SCENARIOS_PER_INVESTOR} analyses: delete one first`);
  return respond(201, { scenario });
});
