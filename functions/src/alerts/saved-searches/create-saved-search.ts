import { routes } from '@shared/contract/routes';
import { SAVED_SEARCH_LIMIT_MESSAGE } from '@shared/rules/saved-searches';
import { createSavedSearch } from '../db/saved-searches';
import { badRequest } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';

/** Saves the dashboard's current filters under a name (the body's shared schema has already refused unknown values). */
export const handler = httpHandler(routes.createSavedSearch, async ({ body, caller }) => {
  const search = await createSavedSearch(caller.userId, body);
  if (!search) throw badRequest(SAVED_SEARCH_LIMIT_MESSAGE);
  return respond(201, { search });
});
