import { routes } from '@shared/contract/routes';
import { listInterestRegistrations } from '../db/interest-registrations';
import { getPropertyTitles } from '../../catalogue/db/property-titles';
import { httpHandler } from '../../http/handler';

/** GET /interest-registrations: every registration newest first, with the title of the property it came from. */
export const handler = httpHandler(routes.listRegistrations, async () => {
  const registrations = await listInterestRegistrations();
  const propertyIds = registrations.flatMap((registration) => (registration.propertyId ? [registration.propertyId] : []));
  const titles = await getPropertyTitles(propertyIds);
  return {
    items: registrations.map((registration) => {
      const title = registration.propertyId ? titles.get(registration.propertyId) : undefined;
      return { ...registration, property: registration.propertyId && title !== undefined ? { id: registration.propertyId, title } : null };
    }),
  };
});
