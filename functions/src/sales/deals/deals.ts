import { randomUUID } from 'node:crypto';
import type { Conveyancer, DealEntry, FeeDecision } from '@shared/domain/deal';
import type { Deal, DealFallThrough } from '@shared/rules/deal';
import { currentStage, dealStage, type DealStageKey } from '@shared/rules/deal-stages';
import { fallThroughReasonLabels, transitionDeal, type DealEvent, type FallThroughReason } from '@shared/rules/deal-status';
import { endBuyerRelationship } from '../../compliance/buyer-checks/relationship';
import { clock } from '../../clock';
import type { AuditContext } from '../../db/audit';
import { addDealEntry, dealChangeSteps, getDeal, listInvestorDeals, nextDeal, updateDeal } from '../db/deals';
import { StaleWriteError } from '../../db/errors';
import { getProperty } from '../../catalogue/db/properties';
import { alsoAll, getReservation, getReservationLock, listInvestorReservations, releaseLock, setListingStatus, type AlsoWrite } from '../db/reservations';
import type { WriteEntities, WriteStep } from '../../db/service';
import { auditBy, type Caller } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { cancelOnFallThrough } from '../reservations/reservations';

/**
 * What investors and admins do to deals. The rules (shared/src/rules/deal-status.ts) answer first; each change is then
 * one versioned, audited transaction with its entries and whatever moves with it (the listing Sold on completion; on a
 * fall-through the reservation cancelled and the listing Available, offered to its waiting list first).
 */

export const DEAL_NOT_FOUND = 'No deal was found.';

const refused = (reason: string) => new HttpError(409, reason);

export async function existingDeal(id: string): Promise<Deal> {
  const deal = await getDeal(id);
  if (!deal) throw notFound(DEAL_NOT_FOUND);
  return deal;
}

/** The caller's own deal; another investor's is a 404, never a 403 (its existence is not theirs to know). */
export async function myDeal(caller: Caller, id: string): Promise<Deal> {
  const deal = await getDeal(id);
  if (!deal || deal.investorId !== caller.userId) throw notFound(DEAL_NOT_FOUND);
  return deal;
}

export const myDeals = (caller: Caller): Promise<Deal[]> => listInvestorDeals(caller.userId);

const staleUnless = (deal: Deal, expectedVersion: number) => {
  if (deal.version !== expectedVersion) throw new StaleWriteError('deal');
};
/** Refuses (409) a change to a deal that has ended. */
export const openOnly = (deal: Deal) => {
  if (deal.status !== 'open') throw refused(deal.status === 'completed' ? 'This deal has completed.' : 'This deal fell through.');
};

const entryOf = (
  caller: Caller | AuditContext['actor'],
  dealId: string,
  kind: DealEntry['kind'],
  text: string,
  at: string,
  stage?: DealStageKey,
): DealEntry => {
  const by = 'userId' in caller ? { id: caller.userId, name: caller.profile.fullName } : { id: caller.id, name: caller.name };
  return { id: randomUUID(), dealId, kind, at, by, text, ...(stage ? { stage } : {}) };
};

/** The investor gives their solicitor's or conveyancer's details (only on an open deal). */
export async function setMySolicitor(caller: Caller, id: string, expectedVersion: number, solicitor: Conveyancer): Promise<Deal> {
  const deal = await myDeal(caller, id);
  staleUnless(deal, expectedVersion);
  openOnly(deal);
  const at = clock().toISOString();
  return updateDeal(id, { buyerSolicitor: solicitor }, expectedVersion, {
    audit: auditBy(caller, "buyer's solicitor given"),
    entries: [entryOf(caller, id, 'solicitorSet', `Buyer's solicitor: ${solicitor.firm} (${solicitor.contactName})`, at)],
  });
}

/** Whether the investor is still dealing: a hold, or an accepted reservation whose deal has not completed, other than `exceptId`. */
async function stillDealing(investorId: string, exceptId: string): Promise<boolean> {
  const [reservations, deals] = await Promise.all([listInvestorReservations(investorId), listInvestorDeals(investorId)]);
  const ended = new Set(deals.filter((d) => d.status !== 'open').map((d) => d.id));
  return reservations.some((r) => r.id !== exceptId && (r.status === 'held' || (r.status === 'accepted' && !ended.has(r.id))));
}

/** The buyer relationship ends with the investor's last open purchase (MLR 2017 reg. 40: the five-year clock starts). */
async function endRelationshipUnlessDealing(investorId: string, exceptId: string, now: Date): Promise<void> {
  if (!(await stillDealing(investorId, exceptId))) await endBuyerRelationship(investorId, now);
}

/**
 * An admin marks the deal's current stage done or skipped (stages move forward in order: the rule's reason in a 409
 * otherwise). Completing the last stage completes the deal: the listing is Sold and its lock released in the same
 * transaction, then the buyer relationship ends.
 */
export async function progress(caller: Caller, id: string, stage: DealStageKey, action: 'done' | 'skip', expectedVersion: number): Promise<Deal> {
  const deal = await existingDeal(id);
  staleUnless(deal, expectedVersion);
  const now = clock();
  const at = now.toISOString();
  const event: DealEvent = action === 'done' ? { kind: 'completeStage', key: stage, at } : { kind: 'skipStage', key: stage, at };
  const answer = transitionDeal(deal, event);
  if (!answer.allowed) throw refused(answer.reason);
  const completed = answer.status === 'completed';
  const label = dealStage(stage).label;
  const audit = auditBy(caller, completed ? 'deal completed' : action === 'done' ? 'deal stage done' : 'deal stage skipped');
  const entries = [
    entryOf(caller, id, action === 'done' ? 'stageDone' : 'stageSkipped', `${label}: ${action === 'done' ? 'done' : 'marked skipped'}`, at, stage),
  ];
  const also = completed ? await completionSteps(deal, audit) : undefined;
  const updated = await updateDeal(
    id,
    {
      stages: answer.stages,
      status: answer.status,
      column: completed ? 'completed' : currentStage(answer.stages)!.key,
      columnSince: at,
      ...(completed ? { completedAt: at } : {}),
    },
    expectedVersion,
    { audit, entries: completed ? [...entries, entryOf(caller, id, 'completed', 'Completed: the listing is Sold', at)] : entries, ...(also ? { also } : {}) },
  );
  if (completed) await endRelationshipUnlessDealing(deal.investorId, deal.id, now);
  return updated;
}

/**
 * The listing Sold and its lock released, as steps of the completing update, written as the reservation's own moves
 * (the deal's id is its reservation's). Read first: a change since is a 409.
 */
async function completionSteps(deal: Deal, audit: AuditContext): Promise<(tx: WriteEntities, next: Deal) => WriteStep[]> {
  const [reservation, property, lock] = await Promise.all([getReservation(deal.id), getProperty(deal.propertyId), getReservationLock(deal.propertyId)]);
  const moves: AlsoWrite[] = [
    ...(property && property.status !== 'Sold' ? [setListingStatus(property, 'Sold', audit)] : []),
    ...(lock?.reservationId === deal.id ? [releaseLock] : []),
  ];
  return (tx, next) => (reservation ? alsoAll(...moves)(tx, { ...reservation, updatedAt: next.updatedAt }, reservation) : []);
}

/** An admin moves the target dates of the deal's stages (an open deal's only; a stage the deal does not have is a 400). */
export async function setTargets(
  caller: Caller,
  id: string,
  expectedVersion: number,
  targets: readonly { key: DealStageKey; targetDate: string }[],
): Promise<Deal> {
  const deal = await existingDeal(id);
  staleUnless(deal, expectedVersion);
  openOnly(deal);
  const missing = targets.find((t) => !deal.stages.some((s) => s.key === t.key));
  if (missing) throw new HttpError(400, `This deal has no stage '${dealStage(missing.key).label}' (a cash purchase has no mortgage offer).`);
  const byKey = new Map(targets.map((t) => [t.key, t.targetDate]));
  const stages = deal.stages.map((s) => (byKey.has(s.key) ? { ...s, targetDate: byKey.get(s.key)! } : s));
  const changed = stages.filter((s, i) => s.targetDate !== deal.stages[i]!.targetDate);
  if (changed.length === 0) return deal;
  const at = clock().toISOString();
  const text = `Targets moved: ${changed.map((s) => `${dealStage(s.key).label} to ${s.targetDate}`).join('; ')}`;
  return updateDeal(id, { stages }, expectedVersion, {
    audit: auditBy(caller, 'deal targets changed'),
    entries: [entryOf(caller, id, 'targetsChanged', text, at)],
  });
}

/** An admin adds a note to the deal's trail (append only: no note is ever changed or deleted). */
export async function addNote(caller: Caller, id: string, text: string): Promise<DealEntry> {
  const entry = entryOf(caller, id, 'note', text, clock().toISOString());
  if (!(await addDealEntry(entry, auditBy(caller, 'deal note added')))) throw notFound(DEAL_NOT_FOUND);
  return entry;
}

const feeDecisionText: Record<FeeDecision, string> = { refund: 'the fee is to be refunded', keep: 'the fee is kept' };

/**
 * An admin ends the deal with a reason from the rules' list. In one transaction: the deal fell through with the fee
 * decision recorded, its reservation is cancelled (a fee to refund marked due), the listing is Available again and
 * passed to the first on its waiting list with a hold of their own, or with nobody waiting announced back on the market
 * (reservations.ts, cancelOnFallThrough). Then the buyer relationship ends unless they hold another.
 */
export async function fallThrough(
  caller: Caller,
  id: string,
  { reason, note, feeDecision, expectedVersion }: { reason: FallThroughReason; note?: string | undefined; feeDecision: FeeDecision; expectedVersion: number },
): Promise<Deal> {
  const deal = await existingDeal(id);
  staleUnless(deal, expectedVersion);
  const answer = transitionDeal(deal, { kind: 'fallThrough', reason, ...(note ? { note } : {}) });
  if (!answer.allowed) throw refused(answer.reason);
  const reservation = await getReservation(id);
  if (!reservation) throw refused('This deal has no reservation to cancel.');
  const label = fallThroughReasonLabels[reason];
  const now = clock();
  const at = now.toISOString();
  const ended: DealFallThrough = { reason, ...(note ? { note } : {}), feeDecision, at };
  const next = nextDeal(deal, { status: 'fellThrough', stages: answer.stages, column: 'fellThrough', columnSince: at, fallThrough: ended }, at);
  const audit = auditBy(caller, 'deal fell through');
  const entry = entryOf(caller, id, 'fellThrough', `Fell through: ${label}${note ? ` (${note})` : ''}; ${feeDecisionText[feeDecision]}`, at);
  try {
    await cancelOnFallThrough(reservation, { reason: `The sale fell through: ${label.toLowerCase()}`, refundFee: feeDecision === 'refund' }, audit, now, (tx) =>
      dealChangeSteps(tx, deal, next, audit, [entry]),
    );
  } catch (error) {
    // The reservation or the deal changed since they were read: the admin's view of the deal is stale.
    if (error instanceof StaleWriteError) throw new StaleWriteError('deal');
    throw error;
  }
  await endRelationshipUnlessDealing(deal.investorId, deal.id, now);
  return next;
}
