import { routes } from '@shared/contract/routes';
import { listDealScenarios } from '../db/deal-scenarios';
import { httpHandler } from '../../http/handler';
import { cardsFor } from '../properties/cards';

/** The caller's own scenarios, newest first, on one listing or all of them, each with its listing's title. */
export const handler = httpHandler(routes.listMyDealScenarios, async ({ query, caller }) => {
  const scenarios = (await listDealScenarios(caller.userId)).filter((s) => !query.propertyId || s.propertyId === query.propertyId);
  const cards = await cardsFor([...new Set(scenarios.map((s) => s.propertyId))], caller.isAdmin);
  return {
    items: scenarios.map((s) => {
      const card = cards.get(s.propertyId);
      return { ...s, property: card ? { id: card.id, title: card.title } : null };
    }),
  };
});
