import { randomUUID } from 'node:crypto';
import {
  currentEvidence,
  evidenceLabels,
  type ActorRef,
  type BuyerCheck,
  type BuyerPart,
  type Evidence,
  type MatchOutcome,
  type RiskLevel,
} from '@shared/domain/buyer-check';
import { approvalRefusal, approvalsNeeded, countingApprovals, SAME_ADMIN_REFUSAL } from '@shared/rules/buyer-check-status';
import { ensureBuyerCheck, updateBuyerCheck } from '../db/buyer-checks';
import { StaleWriteError } from '../../db/errors';
import type { Patch } from '../../db/versioned';
import { auditBy, type Caller } from '../../http/caller';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { clock } from '../../clock';
import { refuseOwnCase } from './duties';
import { screenPeople } from './screening';
import { existing, onLatest } from './latest';

/**
 * What the buyer and admins do to a buyer's checks (Money Laundering Regulations 2017 reg. 27, 28, 33, 35). Each step
 * is one versioned write with its audit event: a stale version is a 409, never an overwrite, so two admins approving at
 * once, or a buyer saving while an admin clears, leave exactly one of them written.
 */

export const actorRef = (caller: Caller): ActorRef => ({ id: caller.userId, name: caller.profile.fullName ?? caller.profile.email ?? caller.userId });

const staleUnless = (check: BuyerCheck, expectedVersion: number) => {
  if (check.version !== expectedVersion) throw new StaleWriteError('buyerCheck');
};

/**
 * The buyer saves their part as they go. A change re-screens the people it names, expires a clearance (the details it
 * was given on changed) and voids approvals not yet complete.
 */
export async function saveMyBuyerPart(caller: Caller, part: BuyerPart, expectedVersion: number): Promise<BuyerCheck> {
  const current = await ensureBuyerCheck(caller.userId, { asMember: true });
  staleUnless(current, expectedVersion);
  if (JSON.stringify(current.part) === JSON.stringify(part)) return current;
  const at = clock().toISOString();
  const screenings = await screenPeople(part, current.screenings, at);
  return updateBuyerCheck(caller.userId, { part, screenings, detailsChangedAt: at, pendingApprovals: [] }, expectedVersion, {
    audit: auditBy(caller, 'buyer details saved'),
    asMember: true,
  });
}

/** A file of evidence the buyer uploaded (checked and stored already), added to their record. */
export function addMyEvidence(caller: Caller, evidence: Omit<Evidence, 'id' | 'uploadedAt'>): Promise<BuyerCheck> {
  const at = clock().toISOString();
  const added: Evidence = { id: randomUUID(), uploadedAt: at, ...evidence };
  return onLatest(caller.userId, (check) =>
    updateBuyerCheck(caller.userId, { evidence: [...check.evidence, added], detailsChangedAt: at, pendingApprovals: [] }, check.version, {
      audit: auditBy(caller, `${evidenceLabels[evidence.kind].toLowerCase()} uploaded`),
      asMember: true,
    }),
  );
}

/** The buyer takes a file of evidence back (like an upload, on the latest version): it stays on the record, marked removed. */
export function removeMyEvidence(caller: Caller, evidenceId: string): Promise<BuyerCheck> {
  return onLatest(caller.userId, (check) => {
    const removed = currentEvidence(check.evidence).find((e) => e.id === evidenceId);
    if (!removed) throw notFound('This file is not among your evidence: it may have been removed already. Reload the page.');
    const at = clock().toISOString();
    const evidence = check.evidence.map((e) => (e.id === evidenceId ? { ...e, removedAt: at } : e));
    return updateBuyerCheck(caller.userId, { evidence, detailsChangedAt: at, pendingApprovals: [] }, check.version, {
      audit: auditBy(caller, `${evidenceLabels[removed.kind].toLowerCase()} removed (${removed.fileName})`),
      asMember: true,
    });
  });
}

/** An admin's step: the record read, `patch` made from it, written on its version with approvals not yet complete voided. */
export async function adminStep(
  caller: Caller,
  memberId: string,
  expectedVersion: number,
  action: string,
  patch: (check: BuyerCheck, at: string) => Patch<BuyerCheck>,
): Promise<BuyerCheck> {
  const check = await existing(memberId);
  staleUnless(check, expectedVersion);
  const at = clock().toISOString();
  return updateBuyerCheck(memberId, { pendingApprovals: [], ...patch(check, at) }, expectedVersion, { audit: auditBy(caller, action), asMember: false });
}

/** An admin clears a possible sanctions match (not the listed person) or escalates it, with a written reason. */
export function decideMatch(
  caller: Caller,
  memberId: string,
  {
    expectedVersion,
    personId,
    listEntryId,
    outcome,
    reason,
  }: { expectedVersion: number; personId: string; listEntryId: string; outcome: MatchOutcome; reason: string },
): Promise<BuyerCheck> {
  refuseOwnCase(caller, memberId, 'decide');
  return adminStep(
    caller,
    memberId,
    expectedVersion,
    outcome === 'cleared' ? 'possible sanctions match cleared' : 'possible sanctions match escalated',
    (check, at) => {
      const screening = check.screenings.find((s) => s.personId === personId);
      const match = screening?.matches.find((m) => m.listEntryId === listEntryId);
      if (!screening || !match) throw notFound('This possible match is no longer on the record: reload it.');
      if (match.decision?.outcome === 'cleared') throw new HttpError(409, 'This possible match was cleared already.');
      const decision = { outcome, reason, by: actorRef(caller), at };
      return {
        screenings: check.screenings.map((s) =>
          s.personId === personId ? { ...s, matches: s.matches.map((m) => (m.listEntryId === listEntryId ? { ...m, decision } : m)) } : s,
        ),
      };
    },
  );
}

/** An admin records the risk assessment (reg. 28(12)-(13)) with a written rationale. */
export const setRisk = (
  caller: Caller,
  memberId: string,
  { expectedVersion, level, rationale }: { expectedVersion: number; level: RiskLevel; rationale: string },
) => {
  refuseOwnCase(caller, memberId, 'rate');
  return adminStep(caller, memberId, expectedVersion, 'risk assessed', (_check, at) => ({ risk: { level, rationale, by: actorRef(caller), at } }));
};

/**
 * An admin approves. One approval clears; where enhanced due diligence applies (a politically exposed person, a high-risk
 * third country, a high rating: reg. 33, 35) a second, different admin's approval is needed (senior approval), and the
 * first admin is refused a second one.
 */
export async function approve(caller: Caller, memberId: string, expectedVersion: number): Promise<BuyerCheck> {
  refuseOwnCase(caller, memberId, 'approve');
  const check = await existing(memberId);
  staleUnless(check, expectedVersion);
  const now = clock();
  const refusal = approvalRefusal(check, caller.userId, now);
  if (refusal) throw refusal === SAME_ADMIN_REFUSAL ? forbidden(refusal) : new HttpError(409, refusal);
  const at = now.toISOString();
  // An approval the buyer gave their own checks (before segregation of duties was enforced) counts for nothing.
  const approvals = [...countingApprovals(check), { by: actorRef(caller), at }];
  const complete = approvals.length >= approvalsNeeded(check, now);
  const patch: Patch<BuyerCheck> = complete ? { clearance: { at, approvals }, pendingApprovals: [] } : { pendingApprovals: approvals };
  const action = complete ? 'buyer checks cleared' : 'buyer checks approved, senior approval needed';
  return updateBuyerCheck(memberId, patch, expectedVersion, { audit: auditBy(caller, action), asMember: false });
}

/**
 * An admin records a material discrepancy between what a company buyer gave and the company's register, and its report
 * to Companies House (when and under what reference): Money Laundering Regulations 2017 reg. 30A(2). Add-only; an
 * approval round under way starts again.
 */
export function recordRegisterDiscrepancy(
  caller: Caller,
  memberId: string,
  { expectedVersion, found, reportedOn, reportReference }: { expectedVersion: number; found: string; reportedOn: string; reportReference: string },
): Promise<BuyerCheck> {
  refuseOwnCase(caller, memberId, 'verify');
  return adminStep(caller, memberId, expectedVersion, `register discrepancy reported to Companies House (${reportReference})`, (check, at) => {
    if (check.part.buyerType !== 'company') throw new HttpError(409, 'Register discrepancies are recorded for a company buyer only.');
    const discrepancy = { id: randomUUID(), found, reportedOn, reportReference, recordedBy: actorRef(caller), recordedAt: at };
    // Approvals not yet complete are voided with it (adminStep): the discrepancy is weighed before anyone approves.
    return { registerDiscrepancies: [...(check.registerDiscrepancies ?? []), discrepancy] };
  });
}
