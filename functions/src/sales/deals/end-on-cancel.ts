import { randomUUID } from 'node:crypto';
import type { DealEntry, FeeDecision } from '@shared/domain/deal';
import { fallThroughReasonLabels, transitionDeal, type FallThroughReason } from '@shared/rules/deal-status';
import type { AuditContext } from '../../db/audit';
import { dealChangeSteps, getDeal, nextDeal } from '../db/deals';
import type { AlsoWrite } from '../db/reservations';

/**
 * An accepted reservation its investor cancels inside the 14 days ends its open deal in the same transaction, as a
 * fall-through (the buyer withdrew, the fee to be refunded): a deal never stays open on a cancelled reservation.
 * Nothing to write when the deal is gone or ended already. Apart from deals.ts, as open-deal.ts is: the reservations'
 * module imports it, and deals.ts imports the reservations' module.
 */
export const dealEndOnInvestorCancel = (reservationId: string, note: string, audit: AuditContext, at: string): Promise<AlsoWrite | undefined> =>
  dealEnd(reservationId, { reason: 'buyerWithdrew', note, feeDecision: 'refund' }, audit, at);

async function dealEnd(
  reservationId: string,
  { reason, note, feeDecision }: { reason: FallThroughReason; note: string; feeDecision: FeeDecision },
  audit: AuditContext,
  at: string,
): Promise<AlsoWrite | undefined> {
  const deal = await getDeal(reservationId);
  if (!deal || deal.status !== 'open') return undefined;
  const answer = transitionDeal(deal, { kind: 'fallThrough', reason, note });
  if (!answer.allowed) return undefined;
  const next = nextDeal(
    deal,
    { status: 'fellThrough', stages: answer.stages, column: 'fellThrough', columnSince: at, fallThrough: { reason, note, feeDecision, at } },
    at,
  );
  const entry: DealEntry = {
    id: randomUUID(),
    dealId: deal.id,
    kind: 'fellThrough',
    at,
    by: { id: audit.actor.id, name: audit.actor.name },
    text: `Fell through: ${fallThroughReasonLabels[reason]} (${note})`,
  };
  return (tx) => dealChangeSteps(tx, deal, next, audit, [entry]);
}
