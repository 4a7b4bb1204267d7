import { routes } from '@shared/contract/routes';
import { listFavourites } from '../db/favourites';
import { httpHandler } from '../../http/handler';
import { cardsFor } from '../properties/cards';

export const handler = httpHandler(routes.listMyFavourites, async ({ caller }) => {
  const favourites = await listFavourites(caller.userId);
  const cards = await cardsFor(
    favourites.map((f) => f.propertyId),
    caller.isAdmin,
  );
  return { items: favourites.map((f) => ({ ...f, property: cards.get(f.propertyId) ?? null })) };
});
