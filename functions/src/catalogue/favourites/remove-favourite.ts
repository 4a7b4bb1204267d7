import { routes } from '@shared/contract/routes';
import { setFavourite } from '../db/favourites';
import { httpHandler, respond } from '../../http/handler';

export const handler = httpHandler(routes.removeFavourite, async ({ params, caller }) => {
  await setFavourite(caller.userId, params.propertyId, false);
  return respond(204);
});
