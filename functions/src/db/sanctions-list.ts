import type { SanctionsEntry } from '@shared/rules/sanctions-names';
import { sanctionsListEntryEntity } from './entities/sanctions-list-entry';
import { sanctionsListVersionEntity } from './entities/sanctions-list-version';
import { applied } from './errors';

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
  return data.map(({ entryId, kind, names, datesOfBirth, regime }) => ({ id: entryId, kind, names, datesOfBirth, regime }));
}

const MAX_ATTEMPTS = 8;
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));

/**
 * Writes a version's entries under their own partition, 25 to a batch, again for what DynamoDB leaves unprocessed. The
 * partition is named by the file's SHA-256, so its items are the same whoever writes them: a retried or concurrent import
 * rewrites identical items, and no reader looks at the partition before the version item points at it.
 */
export async function putSanctionsListEntries(version: string, entries: readonly SanctionsEntry[]): Promise<void> {
  let pending = entries.map(({ id, kind, names, datesOfBirth, regime }) => ({
    listVersion: version,
    entryId: id,
    kind,
    names: [...names],
    datesOfBirth: [...datesOfBirth],
    regime,
  }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`DynamoDB left ${pending.length} sanctions list entries unwritten after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 0) await pause(attempt);
    const { unprocessed } = await sanctionsListEntryEntity.put(pending).go();
    const left = new Set(unprocessed.map((key) => key.entryId));
    pending = pending.filter((item) => left.has(item.entryId));
  }
}

/** Deletes every entry of a version no reader can still be pointed at. */
export async function deleteSanctionsListEntries(version: string): Promise<void> {
  const { data } = await sanctionsListEntryEntity.query.byVersion({ listVersion: version }).go({ pages: 'all', attributes: ['listVersion', 'entryId'] });
  let pending = data.map(({ listVersion, entryId }) => ({ listVersion, entryId }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt >= MAX_ATTEMPTS) throw new Error(`DynamoDB left ${pending.length} old sanctions list entries undeleted after ${MAX_ATTEMPTS} attempts`);
    if (attempt > 0) await pause(attempt);
    const { unprocessed } = await sanctionsListEntryEntity.delete(pending).go();
    const left = new Set(unprocessed.map((key) => key.entryId));
    pending = pending.filter((item) => left.has(item.entryId));
  }
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
