import type { DealRag } from '@shared/rules/deal-rag';
import type { DealStageOwner } from '@shared/rules/deal-stages';
import type { DealStatus } from '@shared/rules/deal-status';
import { londonDate } from '@shared/rules/london-date';
import type { DealStageView } from '@shared/views/deal';
import type { BadgeTone } from '../../../components/ui/badge';

/** A stage's RAG in words (never colour alone), and the badge's tone. */
export const ragLabels: Record<DealRag, string> = { green: 'On track', amber: 'Due soon', red: 'Late', done: 'Done' };
export const ragTones = { green: 'success', amber: 'warning', red: 'danger', done: 'neutral' } as const satisfies Record<DealRag, BadgeTone>;

export const dealStatusLabels: Record<DealStatus, string> = { open: 'In progress', completed: 'Completed', fellThrough: 'Fell through' };
export const dealStatusTones = { open: 'accent', completed: 'success', fellThrough: 'danger' } as const satisfies Record<DealStatus, BadgeTone>;

/** Who a stage waits on, as the investor reads it. */
export const ownerLabels: Record<DealStageOwner, string> = { investor: 'You', sourcer: 'Us (your sourcer)', solicitor: 'The solicitors' };

/** A calendar date ('2026-12-04') as the UK writes it: '4 Dec 2026'. */
export const dayUk = (date: string): string =>
  new Date(`${date}T12:00:00.000Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The London calendar day of a moment, as the UK writes it. */
export const dayOfUk = (iso: string): string => dayUk(londonDate(iso));

export type TimelinePlace = 'done' | 'skipped' | 'current' | 'next' | 'later';

/** Where each stage stands on the timeline: closed (done or skipped), the current one, the one after it, or later. */
export function timelinePlaces(stages: readonly Pick<DealStageView, 'doneAt' | 'skippedAt' | 'current'>[]): TimelinePlace[] {
  const current = stages.findIndex((stage) => stage.current);
  return stages.map((stage, i) => {
    if (stage.doneAt) return 'done';
    if (stage.skippedAt) return 'skipped';
    if (i === current) return 'current';
    return current >= 0 && i === current + 1 ? 'next' : 'later';
  });
}
