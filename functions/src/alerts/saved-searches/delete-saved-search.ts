import { routes } from '@shared/contract/routes';
import { deleteSavedSearch } from '../db/saved-searches';
import { notFound } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { SAVED_SEARCH_NOT_FOUND } from './rename-saved-search';

export const handler = httpHandler(routes.deleteSavedSearch, async ({ params, caller }) => {
  if (!(await deleteSavedSearch(caller.userId, params.id))) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return respond(204);
});
