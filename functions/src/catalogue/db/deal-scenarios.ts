import { randomUUID } from 'node:crypto';
import { dealScenarioSchema, type CreateDealScenario, type DealScenario } from '@shared/domain/deal-scenario';
import { dealScenarioEntity } from '../../db/entities/deal-scenario';
import { canonical } from '../../db/fields';
import { createCounted, deleteCounted } from '../../members/db/member-writes';

/** A member's saved deal analyses (docs/architecture.md section 5: items under the user's partition). */

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

const countScenarios = async (userId: string): Promise<number> =>
  (await dealScenarioEntity.query.byUser({ userId }).go({ pages: 'all', consistent: true, attributes: ['id'] })).data.length;

/** Saves the scenario unless the investor keeps MAX_SCENARIOS_PER_INVESTOR already (null), checked in the same transaction; `at` is when it was saved. */
export async function createDealScenario(userId: string, input: CreateDealScenario, at = new Date().toISOString()): Promise<DealScenario | null> {
  const scenario = dealScenarioSchema.parse({ ...input, id: randomUUID(), userId, createdAt: at });
  const created = await createCounted(userId, 'dealScenario', { limit: MAX_SCENARIOS_PER_INVESTOR, countItems: () => countScenarios(userId) }, (tx) =>
    tx.dealScenario.create(scenario).commit(),
  );
  return created ? scenario : null;
}

/** Deletes the investor's own scenario; false when they have none by that id (someone else's included). */
export const deleteDealScenario = (userId: string, id: string): Promise<boolean> =>
  deleteCounted(
    userId,
    'dealScenario',
    () => countScenarios(userId),
    (tx) =>
      tx.dealScenario
        .delete({ userId, id })
        .where(({ id: key }, { exists }) => exists(key))
        .commit(),
  );
