import { stageClosedAt, type DealStageProgress } from './deal-stages';
import { daysBetween, londonDate, type IsoDate } from './london-date';

/**
 * A stage's RAG on the day it is read in London: red once its target date has passed, amber from 3 calendar days
 * before it up to the target day itself, green before that. A stage done or marked skipped is 'done' whatever its dates.
 * A stage given less than twice that window from the deal's acceptance (the memorandum of sale's 2 working days are
 * 2 to 4 calendar days) is amber for the second half of its time only: otherwise every deal would be 'due soon' on
 * the day it is accepted.
 */

export const dealRags = ['green', 'amber', 'red', 'done'] as const;
export type DealRag = (typeof dealRags)[number];

export const AMBER_WITHIN_DAYS = 3;

export type RagFacts = Pick<DealStageProgress, 'targetDate' | 'doneAt' | 'skippedAt'>;

/** The days before a target from which it is amber: 3, or half the time the stage was given from the acceptance. */
const amberWindow = (targetDate: IsoDate, acceptedOn: IsoDate | undefined): number =>
  acceptedOn === undefined ? AMBER_WITHIN_DAYS : Math.min(AMBER_WITHIN_DAYS, Math.floor(daysBetween(acceptedOn, targetDate) / 2));

export function stageRag(stage: RagFacts, now: Date, acceptedOn?: IsoDate): DealRag {
  if (stageClosedAt(stage)) return 'done';
  const daysLeft = daysBetween(londonDate(now), stage.targetDate);
  if (daysLeft < 0) return 'red';
  return daysLeft <= amberWindow(stage.targetDate, acceptedOn) ? 'amber' : 'green';
}

const severity: Record<DealRag, number> = { done: 0, green: 1, amber: 2, red: 3 };

/**
 * A deal's RAG on the board: the worst of its open stages (an admin may have moved a later stage's target before an
 * earlier one's), 'done' when none is open.
 */
export function dealRag(stages: readonly RagFacts[], now: Date, acceptedOn?: IsoDate): DealRag {
  return stages.reduce<DealRag>((worst, stage) => {
    const rag = stageRag(stage, now, acceptedOn);
    return severity[rag] > severity[worst] ? rag : worst;
  }, 'done');
}
