import { routes } from '@shared/routes';
import { searchHaystack } from '@shared/rules/property-filters';
import { listCatalogueSearchTexts } from '../db/catalogue';
import { listAllProperties } from '../db/properties';
import { httpHandler } from '../http/handler';

/** The search text of every property the caller's list holds, by id (investors: the catalogue; admins: all). */
export const handler = httpHandler(routes.getSearchIndex, async ({ caller }) => {
  const texts = caller.isAdmin
    ? Object.fromEntries((await listAllProperties()).map((p) => [p.id, searchHaystack(p)]))
    : await listCatalogueSearchTexts();
  return { texts };
});
