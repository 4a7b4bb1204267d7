import { routes } from '@shared/contract/routes';
import { setFavourite } from '../db/favourites';
import { httpHandler, respond } from '../../http/handler';
import { visibleProperty } from '../properties/visible-property';

export const handler = httpHandler(routes.addFavourite, async ({ params, caller }) => {
  await visibleProperty(params.propertyId, caller.isAdmin);
  await setFavourite(caller.userId, params.propertyId, true);
  return respond(204);
});
