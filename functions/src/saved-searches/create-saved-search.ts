import { routes } from '@shared/contract/routes';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from '@shared/rules/saved-searches';
import { createSavedSearch, listSavedSearches } from '../db/saved-searches';
import { badRequest } from '../http/errors';
import { httpHandler, respond } from '../http/handler';

/** Saves the dashboard's current filters under a name (the body's shared schema has already refused unknown values). */
export const handler = httpHandler(routes.createSavedSearch, async ({ body, caller }) => {
  if ((await listSavedSearches(caller.userId)).length >= MAX_SAVED_SEARCHES) throw badRequest(SAVED_SEARCH_LIMIT_MESSAGE);
  return respond(201, { search: await createSavedSearch(caller.userId, body) });
});
