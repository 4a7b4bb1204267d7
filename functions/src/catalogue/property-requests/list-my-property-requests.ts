import { routes } from '@shared/contract/routes';
import { listPropertyRequests } from '../db/property-requests';
import { httpHandler } from '../../http/handler';
import { cardsFor } from '../properties/cards';

export const handler = httpHandler(routes.listMyPropertyRequests, async ({ caller }) => {
  const requests = await listPropertyRequests(caller.userId);
  const cards = await cardsFor(
    requests.map((r) => r.propertyId),
    caller.isAdmin,
  );
  return { items: requests.map((r) => ({ ...r, property: cards.get(r.propertyId) ?? null })) };
});
