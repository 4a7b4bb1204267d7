import type { IdentityCheck } from '@shared/domain/buyer-check';
import { peopleToVerify } from '@shared/rules/buyer-check-status';
import { buyerCheckFilesPrefix } from '@shared/rules/uploads';
import type { Caller } from '../../http/caller';
import { badRequest } from '../../http/errors';
import { actorRef, adminStep } from './buyer-checks';
import { refuseOwnCase } from './duties';

/**
 * Identity verification (Money Laundering Regulations 2017 reg. 28(2), (18)-(19)) is done by a provider certified under
 * the UK digital identity and attributes trust framework; the portal never verifies documents itself, it records the
 * provider's outcome. Everything about it goes through here, so a provider's webhook can fill it later by calling
 * `recordIdentityVerification` with its own outcome.
 */
/** What a provider tells of one person's verification: the record's entry without who recorded it and when. */
export type IdentityOutcome = Omit<IdentityCheck, 'recordedBy' | 'recordedAt'>;

export function recordIdentityVerification(caller: Caller, memberId: string, expectedVersion: number, outcome: IdentityOutcome) {
  refuseOwnCase(caller, memberId, 'verify');
  if (outcome.reportKey && !outcome.reportKey.startsWith(buyerCheckFilesPrefix(memberId)))
    throw badRequest("Attach the provider's report uploaded for this buyer (upload it again).");
  return adminStep(caller, memberId, expectedVersion, `identity verification recorded (${outcome.result})`, (check, at) => {
    const person = peopleToVerify(check.part).find((p) => p.personId === outcome.personId);
    if (!person) throw badRequest('Choose one of the people named in the record whose identity is verified.');
    const recorded: IdentityCheck = { ...outcome, recordedBy: actorRef(caller), recordedAt: at };
    return { identityChecks: [...check.identityChecks.filter((c) => c.personId !== outcome.personId), recorded] };
  });
}
