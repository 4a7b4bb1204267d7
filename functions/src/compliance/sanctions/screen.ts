import { screenAgainst, type PersonToScreen, type PossibleMatch, type SanctionsEntry } from '@shared/rules/sanctions-names';
import { currentSanctionsListVersion, sanctionsListEntries } from '../db/sanctions-list';

/** Screening cannot run before the list was imported once: a check against no list must never pass for a clear one. */
export class SanctionsListMissingError extends Error {
  constructor() {
    super('The UK Sanctions List has not been imported yet, so nobody can be screened against it.');
    this.name = 'SanctionsListMissingError';
  }
}

let cached: { version: string; entries: readonly SanctionsEntry[] } | undefined;

/**
 * The UK Sanctions List screening reads now (the import functions/src/compliance/sanctions/import-sanctions-list.ts switched to last),
 * kept in memory while its version stays current: each call reads one item, and the entries only after a change.
 */
export async function currentSanctionsList(): Promise<{ version: string; entries: readonly SanctionsEntry[] } | undefined> {
  const current = await currentSanctionsListVersion();
  if (!current) return undefined;
  if (cached?.version !== current.version) cached = { version: current.version, entries: await sanctionsListEntries(current.version) };
  return cached;
}

/**
 * Screens a person or company against the current UK Sanctions List (Sanctions and Anti-Money Laundering Act 2018) and
 * answers the possible matches, for an admin to clear or escalate, with the list version they were found in.
 */
export async function screenPerson(person: PersonToScreen): Promise<{ listVersion: string; matches: readonly PossibleMatch[] }> {
  const list = await currentSanctionsList();
  if (!list) throw new SanctionsListMissingError();
  return { listVersion: list.version, matches: screenAgainst(person, list.entries) };
}
