import { propertyCardSchema } from '@shared/domain/property';
import { routes } from '@shared/routes';
import { sortProperties } from '@shared/rules/sort';
import { listAllProperties, listCatalogue } from '../db/properties';
import { httpHandler } from '../http/handler';

/** Investors get the published, non-Withdrawn catalogue; admins get every property. Card fields only. */
export const handler = httpHandler(routes.listProperties, async ({ caller }) => {
  const cards = caller.isAdmin ? (await listAllProperties()).map((p) => propertyCardSchema.parse(p)) : await listCatalogue();
  return { items: sortProperties(cards) };
});
