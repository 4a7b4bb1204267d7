import { randomUUID } from 'node:crypto';
import { dealScenarioSchema, type CreateDealScenario, type DealScenario } from '@shared/domain/deal-scenario';
import { dealScenarioEntity } from './entities/deal-scenario';
import { applied } from './errors';
import { canonical } from './fields';

/** A member's saved deal analyses (ARCHITECTURE section 5: items under the user's partition). */

/** How many scenarios one investor may keep: a bound on one partition's Query, far above real use. */
export const MAX_SCENARIOS_PER_INVESTOR = 200;

export async function listDealScenarios(userId: string): Promise<DealScenario[]> {
  const { data } = await dealScenarioEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, dealScenarioSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function getDealScenario(userId: string, id: string): Promise<DealScenario | null> {
  const { data } = await dealScenarioEntity.get({ userId, id }).go();
  return data ? dealScenarioSchema.parse(data) : null;
}

export async function createDealScenario(userId: string, input: CreateDealScenario): Promise<DealScenario> {
  const scenario = dealScenarioSchema.parse({ ...input, id: randomUUID(), userId, createdAt: new Date().toISOString() });
  await dealScenarioEntity.create(scenario).go();
  return scenario;
}

/** Deletes the investor's own scenario; false when they have none by that id (someone else's included). */
export const deleteDealScenario = (userId: string, id: string): Promise<boolean> =>
  applied(
    dealScenarioEntity
      .delete({ userId, id })
      .where(({ id: key }, { exists }) => exists(key))
      .go(),
  );
