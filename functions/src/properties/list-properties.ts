import { routes } from '@shared/contract/routes';
import { sortProperties } from '@shared/rules/sort';
import { listCatalogue } from '../db/catalogue';
import { listPropertyCards } from '../db/properties';
import { httpHandler } from '../http/handler';

/** Investors get the published, non-Withdrawn catalogue; admins get every property. Cards only. */
export const handler = httpHandler(routes.listProperties, async ({ caller }) => {
  const cards = caller.isAdmin ? await listPropertyCards() : await listCatalogue();
  return { items: sortProperties(cards) };
});
