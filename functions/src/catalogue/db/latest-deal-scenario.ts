import type { DealScenario } from '@shared/domain/deal-scenario';
import { dealScenarioEntity } from '../../db/entities/deal-scenario';

/**
 * The investor's latest saved scenario of one listing, as stored (the schema checked it when it was saved): apart from
 * deal-scenarios.ts, so the acceptance's function carries neither the scenarios' schema nor their writes.
 */
export async function latestDealScenario(userId: string, propertyId: string): Promise<DealScenario | undefined> {
  const { data } = await dealScenarioEntity.query
    .byUser({ userId })
    .where(({ propertyId: listing }, { eq }) => eq(listing, propertyId))
    .go({ pages: 'all' });
  return (data as DealScenario[]).reduce<DealScenario | undefined>((latest, s) => (!latest || s.createdAt > latest.createdAt ? s : latest), undefined);
}
