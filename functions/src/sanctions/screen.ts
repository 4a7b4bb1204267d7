/**
 * PLACEHOLDER, replaced at merge by the sanctions module (same path, same exports): its importer of the FCDO's UK
 * Sanctions List and its matcher of normalised names (shared/src/rules/) replace this exact, lower-cased comparison
 * against a small committed JSON.
 */
import list from './placeholder-list.json';

export interface PersonToScreen {
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
  kind: 'individual' | 'entity';
}

export interface PossibleMatch {
  listEntryId: string;
  listedName: string;
  regime: string;
  reason: string;
}

interface Entry {
  id: string;
  name: string;
  regime: string;
  dateOfBirth?: string;
  kind: 'individual' | 'entity';
}

const entries = list.entries as Entry[];
const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

export async function currentSanctionsList(): Promise<{ version: string; entries: readonly unknown[] } | undefined> {
  return { version: list.version, entries };
}

export async function screenPerson(person: PersonToScreen): Promise<{ listVersion: string; matches: readonly PossibleMatch[] }> {
  const matches = entries
    .filter((entry) => entry.kind === person.kind && normal(entry.name) === normal(person.name))
    .filter((entry) => !person.dateOfBirth || !entry.dateOfBirth || entry.dateOfBirth === person.dateOfBirth)
    .map((entry) => ({ listEntryId: entry.id, listedName: entry.name, regime: entry.regime, reason: 'Same name' }));
  return { listVersion: list.version, matches };
}
