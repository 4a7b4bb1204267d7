import { currentStage, dealStages, stageClosedAt, type DealStageKey, type DealStageProgress } from './deal-stages';
import { fallThroughReasonLabels, fallThroughReasons, type DealFacts, type FallThroughReason } from './deal-status';
import { daysBetween, londonDate, londonMonth } from './london-date';

/** The figures above the sourcer's board, from the deals it reads. Money is integer pence; days are calendar days in London. */

export interface BoardDeal extends DealFacts {
  acceptedAt: string;
  /** When an ended deal ended (completed or fell through); absent while it is open. */
  endedAt?: string;
  /** The sourcing fee the deal earns, net of VAT (sourcing-fee.ts). */
  feePence: number;
  fallThrough?: { reason: FallThroughReason };
}

/**
 * The figures that look back (the average days per stage, the fall-through rate and its reasons) count the last 12
 * months only: the board reads the deals that ended since then, never every deal that ever ended.
 */
export const LOOK_BACK_MONTHS = 12;

/** The start of the look-back at `now`: the same moment 12 calendar months before (29 February goes back to 28 February), as ISO. */
export function lookBackStart(now: Date): string {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - LOOK_BACK_MONTHS;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(now.getUTCDate(), lastDay), now.getUTCHours(), now.getUTCMinutes(), now.getUTCSeconds(), now.getUTCMilliseconds()),
  ).toISOString();
}

/** Both sides are ISO date-times as toISOString writes them, which sort as their moments do. */
const onOrAfter = (at: string | undefined, since: string): boolean => at !== undefined && at >= since;

export interface StagePipeline {
  key: DealStageKey;
  label: string;
  deals: number;
  feePence: number;
}

/** Open deals by their current stage: how many and their fees, one row per stage of the table in order, empty ones too. */
export function pipelineByStage(deals: readonly BoardDeal[]): StagePipeline[] {
  const rows = new Map<DealStageKey, StagePipeline>(dealStages.map(({ key, label }) => [key, { key, label, deals: 0, feePence: 0 }]));
  for (const deal of deals) {
    const key = deal.status === 'open' ? currentStage(deal.stages)?.key : undefined;
    const row = key && rows.get(key);
    if (!row) continue;
    if (!Number.isSafeInteger(deal.feePence) || deal.feePence < 0) throw new Error('A fee must be a whole number of pence, 0 or more.');
    row.deals += 1;
    row.feePence += deal.feePence;
  }
  return [...rows.values()];
}

/** Deals whose completion was recorded in the current month in London. */
export const completedInMonth = (deals: readonly BoardDeal[], now: Date): number =>
  deals.filter((deal) => {
    const doneAt = deal.status === 'completed' ? deal.stages.find((stage) => stage.key === 'completion')?.doneAt : undefined;
    return doneAt !== undefined && londonMonth(doneAt) === londonMonth(now);
  }).length;

/** When a stage started: when the one before it closed, the first one at acceptance. */
const startedAt = (deal: Pick<BoardDeal, 'acceptedAt' | 'stages'>, index: number): string =>
  (index > 0 ? stageClosedAt(deal.stages[index - 1] ?? {}) : undefined) ?? deal.acceptedAt;

/** Calendar days the deal has spent in its current stage; undefined when it has none open. */
export function daysInStage(deal: Pick<BoardDeal, 'acceptedAt' | 'stages'>, now: Date): number | undefined {
  const current = currentStage(deal.stages);
  if (!current) return undefined;
  return Math.max(0, daysBetween(londonDate(startedAt(deal, deal.stages.indexOf(current))), londonDate(now)));
}

export interface StageDuration {
  key: DealStageKey;
  label: string;
  /** Deals that have done the stage (a skipped stage is not counted). */
  deals: number;
  /** Their average days in it, to one decimal place; null when none has. */
  averageDays: number | null;
}

/**
 * The average calendar days a stage took, from the close of the stage before it (or acceptance) to its own done date,
 * over the stages done on or after `since` (lookBackStart).
 */
export function averageDaysPerStage(deals: readonly BoardDeal[], since: string): StageDuration[] {
  const totals = new Map<DealStageKey, { deals: number; days: number }>(dealStages.map(({ key }) => [key, { deals: 0, days: 0 }]));
  for (const deal of deals)
    deal.stages.forEach((stage: DealStageProgress, index) => {
      const total = totals.get(stage.key);
      if (!stage.doneAt || !total || !onOrAfter(stage.doneAt, since)) return;
      total.deals += 1;
      total.days += Math.max(0, daysBetween(londonDate(startedAt(deal, index)), londonDate(stage.doneAt)));
    });
  return dealStages.map(({ key, label }) => {
    const { deals: done, days } = totals.get(key) ?? { deals: 0, days: 0 };
    return { key, label, deals: done, averageDays: done ? Math.round((days * 10) / done) / 10 : null };
  });
}

export interface FallThroughSummary {
  /** Deals that have ended since the look-back's start: completed or fallen through. */
  ended: number;
  fellThrough: number;
  /** The share of ended deals that fell through, in per cent to one decimal place; null when none has ended. */
  ratePercent: number | null;
  /** Every reason of the list in its order, with how many deals fell through for it. */
  reasons: { reason: FallThroughReason; label: string; count: number }[];
}

/**
 * The fall-through rate over deals that ended on or after `since` (lookBackStart), not over all deals: an open deal
 * may still fall through, so counting it would flatter the rate while the pipeline is young.
 */
export function fallThroughSummary(deals: readonly BoardDeal[], since: string): FallThroughSummary {
  const recent = deals.filter((deal) => deal.status !== 'open' && onOrAfter(deal.endedAt, since));
  const fallen = recent.filter((deal) => deal.status === 'fellThrough');
  const ended = recent.length;
  return {
    ended,
    fellThrough: fallen.length,
    ratePercent: ended ? Math.round((fallen.length * 1000) / ended) / 10 : null,
    reasons: fallThroughReasons.map((reason) => ({
      reason,
      label: fallThroughReasonLabels[reason],
      count: fallen.filter((deal) => deal.fallThrough?.reason === reason).length,
    })),
  };
}
