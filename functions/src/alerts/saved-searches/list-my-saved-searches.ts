import { routes } from '@shared/contract/routes';
import { listSavedSearches } from '../db/saved-searches';
import { httpHandler } from '../../http/handler';

/** The caller's own saved searches, newest first. */
export const handler = httpHandler(routes.listMySavedSearches, async ({ caller }) => ({ items: await listSavedSearches(caller.userId) }));
