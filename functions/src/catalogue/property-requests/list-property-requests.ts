import { routes } from '@shared/contract/routes';
import { favouritesWithProperties, getFavouritesOf } from '../db/favourites';
import { getPropertiesById, getRequestProfiles, listAllPropertyRequests, requestPropertyOf } from '../db/property-requests';
import { httpHandler } from '../../http/handler';

/**
 * GET /property-requests (admin): every request newest first, joined with the investor's profile, the
 * requested property and the investor's favourites (spec section 3). Key lookups only: one Query, one
 * profile BatchGet, one favourites Query per distinct investor, one property BatchGet.
 */
export const handler = httpHandler(routes.listPropertyRequests, async () => {
  const requests = await listAllPropertyRequests();
  const userIds = [...new Set(requests.map((r) => r.userId))];
  const [profiles, favourites] = await Promise.all([getRequestProfiles(userIds), getFavouritesOf(userIds)]);
  const properties = await getPropertiesById([
    ...requests.map((r) => r.propertyId),
    ...[...favourites.values()].flatMap((list) => list.map((f) => f.propertyId)),
  ]);
  return {
    items: requests.map((request) => {
      const property = properties.get(request.propertyId);
      return {
        ...request,
        profile: profiles.get(request.userId) ?? null,
        property: property ? requestPropertyOf(property) : null,
        favourites: favouritesWithProperties(favourites.get(request.userId) ?? [], properties),
      };
    }),
  };
});
