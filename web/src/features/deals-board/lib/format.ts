import type { DealRag } from '@shared/rules/deal-rag';
import type { DealStageOwner } from '@shared/rules/deal-stages';
import type { BadgeTone } from '../../../components/ui/badge';

/** A RAG in words as well as colour (WCAG 1.4.1): amber is due within 3 days, red is past its target. */
export const ragLabels: Record<DealRag, string> = {
  red: 'Red: overdue',
  amber: 'Amber: due soon',
  green: 'On track',
  done: 'Done',
};

export const ragTones = { red: 'danger', amber: 'warning', green: 'success', done: 'neutral' } as const satisfies Record<DealRag, BadgeTone>;

export const ownerLabels: Record<DealStageOwner, string> = { investor: 'Investor', sourcer: 'Sourcer', solicitor: 'Solicitor' };

/** A calendar date (YYYY-MM-DD) as the UK reads it: '4 Dec 2026'. */
export const calendarDateUk = (date: string): string =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A moment as its London date: '4 Dec 2026'. */
export const dayUk = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });

export { whenUk } from '../../../lib/uk-time';

export const daysLabel = (days: number): string => `${days} day${days === 1 ? '' : 's'}`;
