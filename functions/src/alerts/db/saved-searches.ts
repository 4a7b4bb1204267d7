import { randomUUID } from 'node:crypto';
import { MAX_SAVED_SEARCHES, savedSearchSchema, type SavedSearch } from '@shared/rules/saved-searches';
import type { PropertyFilters } from '@shared/rules/property-filters';
import { savedSearchEntity } from '../../db/entities/saved-search';
import { applied } from '../../db/errors';
import { canonical } from '../../db/fields';
import { createCounted, deleteCounted } from '../../members/db/member-writes';

/** A member's saved dashboard searches (README: items under the user's partition; every one by Query for the fan-out). */

export async function listSavedSearches(userId: string): Promise<SavedSearch[]> {
  const { data } = await savedSearchEntity.query.byUser({ userId }).go({ pages: 'all' });
  return canonical(data, savedSearchSchema).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every member's saved searches, by member (the alert fan-out): one Query of the index partition. */
export async function allSavedSearches(): Promise<Map<string, SavedSearch[]>> {
  const { data } = await savedSearchEntity.query.all({}).go({ pages: 'all' });
  const byUser = new Map<string, SavedSearch[]>();
  for (const search of canonical(data, savedSearchSchema)) byUser.set(search.userId, [...(byUser.get(search.userId) ?? []), search]);
  return byUser;
}

const countSearches = async (userId: string): Promise<number> =>
  (await savedSearchEntity.query.byUser({ userId }).go({ pages: 'all', consistent: true, attributes: ['id'] })).data.length;

/** Saves the search unless the investor keeps MAX_SAVED_SEARCHES already (null), checked in the same transaction. */
export async function createSavedSearch(userId: string, input: { name: string; filters: PropertyFilters }): Promise<SavedSearch | null> {
  const search = savedSearchSchema.parse({ ...input, id: randomUUID(), userId, createdAt: new Date().toISOString() });
  const created = await createCounted(userId, 'savedSearch', { limit: MAX_SAVED_SEARCHES, countItems: () => countSearches(userId) }, (tx) =>
    tx.savedSearch.create(search).commit(),
  );
  return created ? search : null;
}

/** Renames the investor's own search; null when they have none by that id (someone else's included). */
export async function renameSavedSearch(userId: string, id: string, name: string): Promise<SavedSearch | null> {
  const renamed = await applied(
    savedSearchEntity
      .patch({ userId, id })
      .set({ name })
      .where(({ id: key }, { exists }) => exists(key))
      .go(),
  );
  if (!renamed) return null;
  const { data } = await savedSearchEntity.get({ userId, id }).go();
  return data ? savedSearchSchema.parse(data) : null;
}

export const deleteSavedSearch = (userId: string, id: string): Promise<boolean> =>
  deleteCounted(
    userId,
    'savedSearch',
    () => countSearches(userId),
    (tx) =>
      tx.savedSearch
        .delete({ userId, id })
        .where(({ id: key }, { exists }) => exists(key))
        .commit(),
  );
