import { routes } from '@shared/contract/routes';
import { listCataloguePage } from '../db/catalogue';
import { listPropertyCardsPage } from '../db/properties';
import { httpHandler } from '../http/handler';

/**
 * Investors get the published, non-Withdrawn catalogue, in catalogue order; admins get every property, newest first.
 * Cards only, a page at a time (`next` asks for the following page).
 */
export const handler = httpHandler(routes.listProperties, async ({ caller, query }) => {
  if (caller.isAdmin) return listPropertyCardsPage(query);
  return { ...(await listCataloguePage(query)), inOrder: true };
});
