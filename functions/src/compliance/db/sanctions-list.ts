import type { SanctionsEntry } from '@shared/rules/sanctions-names';
import { sanctionsListEntryEntity } from '../../db/entities/sanctions-list-entry';
import { sanctionsListVersionEntity } from '../../db/entities/sanctions-list-version';
import { applied } from '../../db/errors';

/** The import screening reads: which version of the list, and where its file is. */
export interface SanctionsListVersion {
  readonly version: string;
  readonly previousVersion?: string;
  readonly entries: number;
  readonly importedAt: string;
  readonly sourceUrl: string;
  readonly fileKey: string;
}

export async function currentSanctionsListVersion(): Promise<SanctionsListVersion | undefined> {
  const { data } = await sanctionsListVersionEntity.get({}).go({ consistent: true });
  return data ?? undefined;
}

/** Every entry of one version of the list (one Query of its partition, every page). */
export async function sanctionsListEntries(version: string): Promise<SanctionsEntry[]> {
  const { data } = await sanctionsListEntryEntity.query.byVersion({ listVersion: version }).go({ pages: 'all', consistent: true });
  return data.map(({ entryId, kind, names, lowQualityAliases, datesOfBirth, regime }) => ({
    id: entryId,
    kind,
    names,
    ...(lowQualityAliases && lowQualityAliases.length > 0 ? { lowQualityAliases } : {}),
    datesOfBirth,
    regime,
  }));
}

const MAX_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));

/** A request that got no answer in time (the client's budget, client-budget.ts): its writes may or may not be applied. */
const timedOut = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError'));

/**
 * Runs an ElectroDB batch write (25 items a request) again for what DynamoDB leaves unprocessed, backing off; and the
 * whole batch again when a request timed out. Safe: the puts write identical items and the deletes are of keys, so a
 * write applied twice changes nothing.
 */
async function untilProcessed<T extends { entryId: string }>(
  items: T[],
  write: (items: T[]) => Promise<{ unprocessed: readonly { entryId: string }[] }>,
  what: string,
): Promise<void> {
  let pending = items;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 0) await pause(attempt);
    try {
      const left = new Set((await write(pending)).unprocessed.map((key) => key.entryId));
      pending = pending.filter((item) => left.has(item.entryId));
    } catch (error) {
      if (!timedOut(error) || attempt + 1 >= MAX_ATTEMPTS) throw error;
    }
    if (pending.length > 0 && attempt + 1 >= MAX_ATTEMPTS)
      throw new Error(`DynamoDB left ${pending.length} ${what} unprocessed after ${MAX_ATTEMPTS} attempts`);
  }
}

/**
 * Writes a version's entries under their own partition. The partition is named by the file's SHA-256, so its items are
 * the same whoever writes them: a retried or concurrent import rewrites identical items, and no reader looks at the
 * partition before the version item points at it.
 */
export async function putSanctionsListEntries(version: string, entries: readonly SanctionsEntry[]): Promise<void> {
  const items = entries.map(({ id, kind, names, lowQualityAliases, datesOfBirth, regime }) => ({
    listVersion: version,
    entryId: id,
    kind,
    names: [...names],
    ...(lowQualityAliases && lowQualityAliases.length > 0 ? { lowQualityAliases: [...lowQualityAliases] } : {}),
    datesOfBirth: [...datesOfBirth],
    regime,
  }));
  await untilProcessed(items, (batch) => sanctionsListEntryEntity.put(batch).go(), 'sanctions list entries');
}

/** Deletes every entry of a version no reader can still be pointed at. */
export async function deleteSanctionsListEntries(version: string): Promise<void> {
  const { data } = await sanctionsListEntryEntity.query.byVersion({ listVersion: version }).go({ pages: 'all', attributes: ['listVersion', 'entryId'] });
  const keys = data.map(({ listVersion, entryId }) => ({ listVersion, entryId }));
  await untilProcessed(keys, (batch) => sanctionsListEntryEntity.delete(batch).go(), 'deletes of old sanctions list entries');
}

/**
 * Points screening at a new version, on condition that the current one is still `expected` (undefined: that there is
 * none yet). False when another import switched it first; nothing is written then.
 */
export function switchSanctionsListVersion(next: Omit<SanctionsListVersion, 'previousVersion'>, expected: string | undefined): Promise<boolean> {
  if (expected === undefined) return applied(sanctionsListVersionEntity.create(next).go());
  return applied(
    sanctionsListVersionEntity
      .put({ ...next, previousVersion: expected })
      .where((attr, { eq }) => eq(attr.version, expected))
      .go(),
  );
}
