import { routes } from '@shared/contract/routes';
import { reservedFlag } from '@shared/views/reservation';
import { listCataloguePage } from '../db/catalogue';
import { listPropertyCardsPage } from '../db/properties';
import { listReservationLocks } from '../../sales/db/reservation-locks';
import { httpHandler } from '../../http/handler';

/**
 * Investors get the published, non-Withdrawn catalogue, in catalogue order; admins get every property, newest first.
 * Cards only, a page at a time (`next` asks for the following page). A card held by another investor's reservation
 * says until when (`reservedUntil`, one Query of the open holds).
 */
export const handler = httpHandler(routes.listProperties, async ({ caller, query }) => {
  const [page, locks] = await Promise.all([caller.isAdmin ? listPropertyCardsPage(query) : listCataloguePage(query), listReservationLocks()]);
  const byProperty = new Map(locks.map((lock) => [lock.propertyId, lock]));
  const items = page.items.map((card) => ({ ...card, ...reservedFlag(byProperty.get(card.id), caller.userId) }));
  return caller.isAdmin ? { ...page, items } : { ...page, items, inOrder: true };
});
