import { currentStage, dealStage, isDealStageKey, stageClosedAt, type DealStageProgress } from './deal-stages';

/**
 * A deal's state machine, in the shape of the reservation's (reservation-status.ts): pure, state + event -> the new
 * state or a refusal with a reason an admin can act on. Every event is an admin's (the board).
 *
 *   open ──completeStage(completion)──> completed   (the last stage done: the listing becomes Sold)
 *   open ──fallThrough(reason)────────> fellThrough (the listing goes back to Available)
 *   open: completeStage and skipStage close the current stage, the first one neither done nor skipped, and only it:
 *         stages move forward in order, never back. Exchange and completion cannot be skipped.
 *   completed, fellThrough: final; every event is refused.
 */

export const dealStatuses = ['open', 'completed', 'fellThrough'] as const;
export type DealStatus = (typeof dealStatuses)[number];

export const fallThroughReasons = ['survey', 'mortgage', 'buyerWithdrew', 'sellerWithdrew', 'chain', 'other'] as const;
export type FallThroughReason = (typeof fallThroughReasons)[number];

export const fallThroughReasonLabels: Record<FallThroughReason, string> = {
  survey: 'Survey',
  mortgage: 'Mortgage',
  buyerWithdrew: 'Buyer withdrew',
  sellerWithdrew: 'Seller withdrew',
  chain: 'Chain',
  other: 'Other',
};

/** The shortest note that says why a deal fell through for a reason not in the list. */
export const OTHER_NOTE_MIN_LENGTH = 5;

export type DealEvent =
  { kind: 'completeStage'; key: string; at: string } | { kind: 'skipStage'; key: string; at: string } | { kind: 'fallThrough'; reason: string; note?: string };

export interface DealFacts {
  status: DealStatus;
  stages: readonly DealStageProgress[];
}

export type DealTransition = { allowed: true; status: DealStatus; stages: DealStageProgress[] } | { allowed: false; reason: string };

const ENDED: Record<Exclude<DealStatus, 'open'>, string> = {
  completed: 'This deal has completed.',
  fellThrough: 'This deal fell through.',
};

const refuse = (reason: string): DealTransition => ({ allowed: false, reason });
const isFallThroughReason = (reason: string): reason is FallThroughReason => (fallThroughReasons as readonly string[]).includes(reason);

function closeStage(facts: DealFacts, key: string, closed: Pick<DealStageProgress, 'doneAt' | 'skippedAt'>): DealTransition {
  const stage = facts.stages.find((s) => s.key === key);
  if (!stage || !isDealStageKey(key)) return refuse(`This deal has no stage '${key}'.`);
  const label = dealStage(stage.key).label;
  if (stageClosedAt(stage)) return refuse(`${label} is ${stage.doneAt ? 'done' : 'marked skipped'} already: stages do not move back.`);
  const current = currentStage(facts.stages);
  if (current && current !== stage) return refuse(`${dealStage(current.key).label} comes first: stages move forward in order.`);
  if (closed.skippedAt && 'cannotSkip' in dealStage(stage.key)) return refuse(`${label} cannot be skipped: no purchase completes without it.`);
  const stages = facts.stages.map((s) => (s === stage ? { ...s, ...closed } : s));
  return { allowed: true, status: currentStage(stages) ? 'open' : 'completed', stages };
}

/** The one transition function: what `event` does to a deal in `facts`. */
export function transitionDeal(facts: DealFacts, event: DealEvent): DealTransition {
  if (facts.status !== 'open') return refuse(ENDED[facts.status]);
  switch (event.kind) {
    case 'completeStage':
      return closeStage(facts, event.key, { doneAt: event.at });
    case 'skipStage':
      return closeStage(facts, event.key, { skippedAt: event.at });
    case 'fallThrough': {
      if (!isFallThroughReason(event.reason))
        return refuse(`Choose why the deal fell through: ${fallThroughReasons.map((r) => fallThroughReasonLabels[r].toLowerCase()).join(', ')}.`);
      if (event.reason === 'other' && (event.note ?? '').trim().length < OTHER_NOTE_MIN_LENGTH)
        return refuse(`Write what happened (at least ${OTHER_NOTE_MIN_LENGTH} characters).`);
      return { allowed: true, status: 'fellThrough', stages: [...facts.stages] };
    }
  }
}
