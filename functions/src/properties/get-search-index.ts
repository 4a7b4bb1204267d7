import { routes } from '@shared/contract/routes';
import { listCatalogueSearchTexts } from '../db/catalogue';
import { listPropertySearchTexts } from '../db/properties';
import { httpHandler } from '../http/handler';

/** The search text of every property the caller's list holds, by id (investors: the catalogue; admins: all). */
export const handler = httpHandler(routes.getSearchIndex, async ({ caller }) => {
  const texts = caller.isAdmin ? await listPropertySearchTexts() : await listCatalogueSearchTexts();
  return { texts };
});
