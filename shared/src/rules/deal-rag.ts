import { stageClosedAt, type DealStageProgress } from './deal-stages';
import { daysBetween, londonDate } from './london-date';

/**
 * A stage's RAG on the day it is read in London: red once its target date has passed, amber from 3 calendar days
 * before it up to the target day itself, green before that. A stage done or marked skipped is 'done' whatever its dates.
 */

export const dealRags = ['green', 'amber', 'red', 'done'] as const;
export type DealRag = (typeof dealRags)[number];

export const AMBER_WITHIN_DAYS = 3;

export type RagFacts = Pick<DealStageProgress, 'targetDate' | 'doneAt' | 'skippedAt'>;

export function stageRag(stage: RagFacts, now: Date): DealRag {
  if (stageClosedAt(stage)) return 'done';
  const daysLeft = daysBetween(londonDate(now), stage.targetDate);
  if (daysLeft < 0) return 'red';
  return daysLeft <= AMBER_WITHIN_DAYS ? 'amber' : 'green';
}

const severity: Record<DealRag, number> = { done: 0, green: 1, amber: 2, red: 3 };

/**
 * A deal's RAG on the board: the worst of its open stages (an admin may have moved a later stage's target before an
 * earlier one's), 'done' when none is open.
 */
export function dealRag(stages: readonly RagFacts[], now: Date): DealRag {
  return stages.reduce<DealRag>((worst, stage) => {
    const rag = stageRag(stage, now);
    return severity[rag] > severity[worst] ? rag : worst;
  }, 'done');
}
