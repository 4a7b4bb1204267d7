import { isBankHoliday } from './bank-holidays';
import { addDays, atLondonTime, londonDate, londonTimeOfDay, type IsoDate } from './london-date';

/**
 * Working days for deadlines such as a reservation's hold and a deal's stage targets: Monday to Friday, except bank
 * holidays in England and Wales (bank-holidays.ts). Days are London calendar dates (london-date.ts), so a moment
 * between 00:00 and 01:00 BST counts on the day London's clock shows, not the UTC day before; a deadline keeps the
 * start's time of day on London's clock.
 */

/** Whether a calendar date is a working day in England and Wales. */
export function isWorkingDate(date: IsoDate): boolean {
  const day = new Date(`${date}T12:00:00.000Z`).getUTCDay();
  if (day === 0 || day === 6) return false;
  return !isBankHoliday(date);
}

/** Whether the moment `at` falls on a working day in London. */
export const isWorkingDay = (at: Date): boolean => isWorkingDate(londonDate(at));

/** The working day `n` working days after the calendar date `date` (a weekend or holiday counts from the next working day). */
export function addWorkingDaysToDate(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n) || n < 0) throw new Error('A number of working days is a whole number, 0 or more.');
  let day = date;
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDate(day)) left -= 1;
  }
  return day;
}

/**
 * The instant `n` working days after `start` (n >= 0): the same time on London's clock on the nth working day that
 * follows the start's London date. A start on a weekend or a bank holiday counts from the next working day: Saturday
 * + 1 is Monday's time. On the day the clocks go forward, a time they skip is read an hour later (london-date.ts).
 */
export function addWorkingDays(start: Date, n: number): Date {
  const day = addWorkingDaysToDate(londonDate(start), n);
  return n === 0 ? new Date(start.getTime()) : atLondonTime(day, londonTimeOfDay(start));
}
