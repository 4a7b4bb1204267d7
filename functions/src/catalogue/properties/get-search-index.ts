import { routes } from '@shared/contract/routes';
import { listCatalogueSearchTextsPage } from '../db/catalogue';
import { listPropertySearchTextsPage } from '../db/properties';
import { httpHandler } from '../../http/handler';

/** The search text of each property the caller's list holds, by id (investors: the catalogue; admins: all), a page at a time. */
export const handler = httpHandler(routes.getSearchIndex, async ({ caller, query }) => {
  const { items, next } = caller.isAdmin ? await listPropertySearchTextsPage(query) : await listCatalogueSearchTextsPage(query);
  return { texts: Object.fromEntries(items), ...(next ? { next } : {}) };
});
