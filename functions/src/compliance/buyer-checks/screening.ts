import type { BuyerPart, PersonScreening } from '@shared/domain/buyer-check';
import { peopleToScreen } from '@shared/rules/buyer-check-status';
import { screenPerson } from '../sanctions/screen';

/**
 * Sanctions screening of every person a buyer's record names (Money Laundering Regulations 2017 reg. 28, 33; the
 * sanctions regulations under the Sanctions and Anti-Money Laundering Act 2018): run when the buyer saves their
 * details and when the list changes (rescreen-buyers.ts). A person whose name, date of birth and list version are
 * unchanged keeps their screening, decisions included; a match already decided keeps its decision when the same
 * list entry matches again.
 */
export async function screenPeople(part: BuyerPart, previous: readonly PersonScreening[], at: string, { force = false } = {}): Promise<PersonScreening[]> {
  return Promise.all(
    peopleToScreen(part).map(async (person): Promise<PersonScreening> => {
      const before = previous.find((s) => s.personId === person.personId);
      const samePerson = before && before.name === person.name && (before.dateOfBirth ?? '') === (person.dateOfBirth ?? '');
      if (samePerson && !force) return before;
      const { listVersion, matches } = await screenPerson({
        name: person.name,
        kind: person.kind,
        ...(person.dateOfBirth ? { dateOfBirth: person.dateOfBirth } : {}),
      });
      if (samePerson && before.listVersion === listVersion) return before;
      return {
        personId: person.personId,
        name: person.name,
        ...(person.dateOfBirth ? { dateOfBirth: person.dateOfBirth } : {}),
        kind: person.kind,
        listVersion,
        screenedAt: at,
        matches: matches.map((match) => {
          const decided = samePerson ? before.matches.find((m) => m.listEntryId === match.listEntryId)?.decision : undefined;
          return { ...match, ...(decided ? { decision: decided } : {}) };
        }),
      };
    }),
  );
}
