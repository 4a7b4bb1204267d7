/**
 * Calendar dates in the UK's civil time (Europe/London: GMT in winter, BST in summer). A deal's targets, its RAG and
 * its once-a-day chaser are judged on the day a person in England reads on a calendar, so a moment is turned into
 * that day first and days are then counted between dates, never as 24-hour spans (the days of the clock changes
 * are 23 and 25 hours long).
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

let londonFormat: Intl.DateTimeFormat | undefined;
const londonParts = (at: Date) => {
  londonFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = londonFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
};

/** The date in London at the moment `at` (an instant or an ISO date-time): 2026-03-29T23:30Z is '2026-03-30' (00:30 BST). */
export function londonDate(at: Date | string): IsoDate {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a moment in time: ${String(at)}`);
  return londonParts(instant);
}

/** The month in London at the moment `at`, 'YYYY-MM'. */
export const londonMonth = (at: Date | string): string => londonDate(at).slice(0, 7);

const dayNumber = (date: IsoDate) => {
  if (!ISO_DATE.test(date)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
};

/** Calendar days from `from` to `to`: 1 from a Sunday to the Monday, negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);
