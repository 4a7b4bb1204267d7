/**
 * Calendar dates in the UK's civil time (Europe/London: GMT in winter, BST in summer). A deal's targets, its RAG and
 * its once-a-day chaser are judged on the day a person in England reads on a calendar, so a moment is turned into
 * that day first and days are then counted between dates, never as 24-hour spans (the days of the clock changes
 * are 23 and 25 hours long). Every deadline the portal counts in days (a reservation's hold, the 14-day cancellation
 * period, a deal's stage targets, the chaser's day) takes its dates from here.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
const lastSundayOneAm = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
};

/**
 * Milliseconds London's clock is ahead of UTC at the moment `at`: one hour in British Summer Time, from 01:00 GMT on
 * the last Sunday of March to 01:00 GMT on the last Sunday of October (Summer Time Act 1972 s.1, as the Summer Time
 * Order 2002 sets the dates), else 0. Arithmetic, not Intl: a first screen need not load ICU's time-zone data.
 */
function londonOffsetMs(at: Date): number {
  const year = at.getUTCFullYear();
  const ms = at.getTime();
  return ms >= lastSundayOneAm(year, 2) && ms < lastSundayOneAm(year, 9) ? HOUR_MS : 0;
}

/** The date in London at the moment `at` (an instant or an ISO date-time): 2026-03-29T23:30Z is '2026-03-30' (00:30 BST). */
export function londonDate(at: Date | string): IsoDate {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) throw new Error(`Not a moment in time: ${String(at)}`);
  return new Date(instant.getTime() + londonOffsetMs(instant)).toISOString().slice(0, 10);
}

/** The time of day on London's clock at the moment `at`, in milliseconds after midnight: 00:30 BST is 1,800,000. */
export function londonTimeOfDay(at: Date): number {
  const local = at.getTime() + londonOffsetMs(at);
  return ((local % DAY_MS) + DAY_MS) % DAY_MS;
}

/** The clock time in London at the moment `at`, 'HH:MM': 2026-06-15T23:30Z is '00:30'. */
export function londonClock(at: Date | string): string {
  const ms = londonTimeOfDay(typeof at === 'string' ? new Date(at) : at);
  const minutes = Math.floor(ms / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The moment London's clock reads `timeOfDay` (milliseconds after midnight) on `date`. A time the clocks skip
 * (01:00 to 02:00 on the last Sunday of March) is read as GMT, an hour later on the clock; a time they pass twice
 * (01:00 to 02:00 on the last Sunday of October) is its first, in BST.
 */
export function atLondonTime(date: IsoDate, timeOfDay = 0): Date {
  const wall = dayNumber(date) * DAY_MS + timeOfDay;
  const bst = wall - HOUR_MS;
  if (londonOffsetMs(new Date(bst)) > 0) return new Date(bst);
  return new Date(wall);
}

/** The date `n` calendar days after `date` (before, for a negative `n`). */
export const addDays = (date: IsoDate, n: number): IsoDate => new Date((dayNumber(date) + n) * DAY_MS).toISOString().slice(0, 10);

/** The month in London at the moment `at`, 'YYYY-MM'. */
export const londonMonth = (at: Date | string): string => londonDate(at).slice(0, 7);

function dayNumber(date: IsoDate): number {
  if (!ISO_DATE.test(date)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${date}`);
  return Date.parse(`${date}T00:00:00.000Z`) / DAY_MS;
}

/** Calendar days from `from` to `to`: 1 from a Sunday to the Monday, negative when `to` is earlier. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);
