import { routes } from '@shared/contract/routes';
import { renameSavedSearch } from '../db/saved-searches';
import { notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';

export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** Under the caller's own partition: someone else's id is simply not there (404). */
export const handler = httpHandler(routes.renameSavedSearch, async ({ params, body, caller }) => {
  const search = await renameSavedSearch(caller.userId, params.id, body.name);
  if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return { search };
});
