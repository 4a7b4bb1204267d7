import { routes } from '@shared/contract/routes';
import { listDocumentAccessBy } from '../db/document-access';
import { favouritesWithProperties } from '../db/favourites';
import { getUserItems } from '../../members/db/member-items';
import { getPropertiesById, getRequestProfiles, requestPropertyOf } from '../db/property-requests';
import { httpHandler } from '../../http/handler';

/**
 * GET /investors/{id} (admin): the 'View Investor' dialog. The profile (null when there is none: the
 * dialog says so), the investor's requests and favourites (one Query of their partition) with their
 * properties (one BatchGet), and the documents they opened (one Query).
 */
export const handler = httpHandler(routes.getInvestorProfile, async ({ params }) => {
  const [profiles, items, documentAccess] = await Promise.all([getRequestProfiles([params.id]), getUserItems(params.id), listDocumentAccessBy(params.id)]);
  const properties = await getPropertiesById([...items.requests, ...items.favourites].map((i) => i.propertyId));
  return {
    profile: profiles.get(params.id) ?? null,
    requests: items.requests.map((request) => {
      const property = properties.get(request.propertyId);
      return { ...request, property: property ? requestPropertyOf(property) : null };
    }),
    favourites: favouritesWithProperties(items.favourites, properties),
    documentAccess,
  };
});
