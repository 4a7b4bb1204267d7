import { londonDate, type IsoDate } from './london-date';
import { addWorkingDaysToDate } from './working-days';

/**
 * The stages of a purchase from an accepted offer to completion, in order: one table the operator edits (a label, an
 * owner, a default offset), read by the deal's timeline, the sourcer's board and the daily chaser. Keys are stored on
 * deals: keep a key once used, change its label freely.
 *
 * Default targets are working days (working-days.ts) after the acceptance date. They follow View My Chain's
 * milestones for England and Wales, as reported by Property Industry Eye ('Average transaction time stretches another
 * 15 working days', https://propertyindustryeye.com/average-transaction-time-stretches-another-15-working-days-as-it-takes-longer-to-complete/):
 * 120 working days from sale agreed to completion; searches ordered after 23; a mortgage applied for after 17 and
 * offered 21 later (38); searches back 10 days after ordering and enquiries satisfied 31 days after that (64). The
 * memorandum of sale, the solicitors, the survey and exchange are our own placing between those: exchange 10 working
 * days (two weeks) before completion, a common gap between the two.
 */

export const dealStageOwners = ['investor', 'sourcer', 'solicitor'] as const;
export type DealStageOwner = (typeof dealStageOwners)[number];

export const dealFinancings = ['cash', 'mortgage'] as const;
export type DealFinancing = (typeof dealFinancings)[number];

export interface DealStageDefinition {
  readonly key: string;
  readonly label: string;
  readonly owner: DealStageOwner;
  /** The default target: this many working days after the acceptance date. */
  readonly targetWorkingDays: number;
  /** Not a stage of a cash purchase. */
  readonly mortgageOnly?: true;
  /** An admin may not mark it skipped: no purchase completes without it. */
  readonly cannotSkip?: true;
}

export const dealStages = [
  { key: 'memorandumOfSale', label: 'Memorandum of sale sent', owner: 'sourcer', targetWorkingDays: 2 },
  { key: 'solicitorsInstructed', label: 'Solicitors instructed', owner: 'investor', targetWorkingDays: 5 },
  { key: 'searchesOrdered', label: 'Searches ordered', owner: 'solicitor', targetWorkingDays: 23 },
  { key: 'surveyAndValuation', label: 'Survey and valuation', owner: 'investor', targetWorkingDays: 30 },
  { key: 'mortgageOffer', label: 'Mortgage offer', owner: 'investor', targetWorkingDays: 38, mortgageOnly: true },
  { key: 'enquiriesAnswered', label: 'Enquiries answered', owner: 'solicitor', targetWorkingDays: 64 },
  { key: 'exchange', label: 'Exchange', owner: 'solicitor', targetWorkingDays: 110, cannotSkip: true },
  { key: 'completion', label: 'Completion', owner: 'solicitor', targetWorkingDays: 120, cannotSkip: true },
] as const satisfies readonly DealStageDefinition[];

export type DealStage = (typeof dealStages)[number];
export type DealStageKey = DealStage['key'];
export const dealStageKeys: readonly DealStageKey[] = dealStages.map((stage) => stage.key);

const byKey = new Map<string, DealStage>(dealStages.map((stage) => [stage.key, stage]));

export const isDealStageKey = (key: string): key is DealStageKey => byKey.has(key);

export function dealStage(key: DealStageKey): DealStage {
  const stage = byKey.get(key);
  if (!stage) throw new Error(`No deal stage '${key}' in shared/src/rules/deal-stages.ts.`);
  return stage;
}

/** The stages of a deal bought this way, in order: a cash purchase has no mortgage offer. */
export const stagesFor = (financing: DealFinancing): readonly DealStage[] =>
  dealStages.filter((stage) => financing === 'mortgage' || !('mortgageOnly' in stage));

export interface StageTarget {
  key: DealStageKey;
  owner: DealStageOwner;
  targetDate: IsoDate;
}

/** A stage on one deal: its target (editable by an admin) and when it was done or marked skipped (ISO date-times). */
export interface DealStageProgress extends StageTarget {
  doneAt?: string;
  skippedAt?: string;
}

/** When the stage was closed: done or marked skipped. */
export const stageClosedAt = (stage: Pick<DealStageProgress, 'doneAt' | 'skippedAt'>): string | undefined => stage.doneAt ?? stage.skippedAt;

/** The first stage not yet done or skipped; undefined when every one is. */
export const currentStage = <T extends DealStageProgress>(stages: readonly T[]): T | undefined => stages.find((stage) => !stageClosedAt(stage));

/** Each stage's owner and default target date, counted from the day the offer was accepted in London. */
export function defaultStageTargets(acceptedAt: Date | string, financing: DealFinancing): StageTarget[] {
  const acceptedOn = londonDate(acceptedAt);
  return stagesFor(financing).map((stage) => ({ key: stage.key, owner: stage.owner, targetDate: addWorkingDaysToDate(acceptedOn, stage.targetWorkingDays) }));
}
