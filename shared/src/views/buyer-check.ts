import type { AuditEvent } from '../domain/audit';
import { currentEvidence, type BuyerCheck, type BuyerPart, type EvidenceKind } from '../domain/buyer-check';
import {
  buyerCheckStatus,
  clearanceExpiresAt,
  missingFromBuyer,
  peopleToScreen,
  peopleToVerify,
  seniorApprovalReasons,
  stepsForUs,
  type BuyerCheckStatus,
  type NamedPerson,
} from '../rules/buyer-check-status';

/**
 * What the buyer sees of their checks: their own part, the names of the files they gave, what is missing and what the
 * sourcer still does. Never a screening result (Proceeds of Crime Act 2002 s.333A: no tipping off) nor an admin's note:
 * a possible match reads to the buyer as 'waiting for us'.
 */
export interface MyBuyerCheck {
  version: number;
  part: BuyerPart;
  evidence: { id: string; kind: EvidenceKind; fileName: string; uploadedAt: string }[];
  status: Exclude<BuyerCheckStatus, 'possibleMatch'>;
  missing: string[];
  ourSteps: string[];
  clearedUntil?: string;
}

/** The sourcer's side in words for the buyer: what is still to do, never why. */
const buyerFacingSteps = (check: BuyerCheck, now: Date): string[] => {
  const steps = stepsForUs(check, now);
  const words: string[] = [];
  if (steps.some((s) => s.startsWith('Record a passed identity')))
    words.push('Verify your identity through our certified identity provider (we will contact you)');
  if (steps.some((s) => s.startsWith('Screen') || s.includes('possible match'))) words.push('Complete our screening checks');
  if (steps.some((s) => s.startsWith('Assess the risk'))) words.push('Complete our risk assessment');
  if (steps.some((s) => /^(Approve|Senior approval)/.test(s))) words.push('Approve your checks');
  return words;
};

export function myBuyerCheckView(check: BuyerCheck, now: Date): MyBuyerCheck {
  const status = buyerCheckStatus(check, now);
  return {
    version: check.version,
    part: check.part,
    evidence: currentEvidence(check.evidence).map(({ id, kind, fileName, uploadedAt }) => ({ id, kind, fileName, uploadedAt })),
    status: status === 'possibleMatch' ? 'waitingForUs' : status,
    missing: missingFromBuyer(check, now),
    ourSteps: status === 'cleared' ? [] : buyerFacingSteps(check, now),
    ...(status === 'cleared' && check.clearance ? { clearedUntil: clearanceExpiresAt(check.clearance.at) } : {}),
  };
}

/** One row of the admin's Buyer checks list: every investor, with or without a record. */
export interface BuyerCheckRow {
  memberId: string;
  fullName: string | null;
  email: string | null;
  status: BuyerCheckStatus;
  risk: string | null;
  updatedAt: string | null;
  clearedUntil: string | null;
}

/** The whole record for an admin, with every rule's answer and the history of every step. */
export interface BuyerCheckDetail {
  check: BuyerCheck;
  status: BuyerCheckStatus;
  missing: string[];
  steps: string[];
  seniorApprovalReasons: string[];
  people: NamedPerson[];
  peopleToVerify: NamedPerson[];
  clearedUntil: string | null;
  history: AuditEvent[];
}

export function buyerCheckDetail(check: BuyerCheck, history: AuditEvent[], now: Date): BuyerCheckDetail {
  return {
    check,
    status: buyerCheckStatus(check, now),
    missing: missingFromBuyer(check, now),
    steps: stepsForUs(check, now),
    seniorApprovalReasons: seniorApprovalReasons(check, now),
    people: peopleToScreen(check.part),
    peopleToVerify: peopleToVerify(check.part),
    clearedUntil: check.clearance ? clearanceExpiresAt(check.clearance.at) : null,
    history,
  };
}
