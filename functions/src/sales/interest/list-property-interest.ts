import { routes } from '@shared/contract/routes';
import { getProperty } from '../../catalogue/db/properties';
import { listPropertyInterest } from '../db/interest-registrations';
import { httpHandler } from '../../http/handler';

/** GET /properties/{id}/interest-registrations (admin): who registered interest from this property's page, newest first. */
export const handler = httpHandler(routes.listPropertyInterest, async ({ params }) => {
  const [registrations, property] = await Promise.all([listPropertyInterest(params.id), getProperty(params.id)]);
  return { items: registrations.map((registration) => ({ ...registration, property: property ? { id: property.id, title: property.title } : null })) };
});
