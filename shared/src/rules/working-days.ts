import { isBankHoliday } from './bank-holidays';

/**
 * Working days for deadlines such as a reservation's hold: Monday to Friday, except bank holidays in England and Wales
 * (bank-holidays.ts). Days are counted on the UTC calendar date, and a deadline keeps the start's time of day.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function isWorkingDay(date: Date): boolean {
  const day = date.getUTCDay();
  if (day === 0 || day === 6) return false;
  return !isBankHoliday(isoDate(date));
}

/**
 * The instant `n` working days after `start` (n >= 0): the same time of day on the nth working day that follows the
 * start's day. A start on a weekend or a bank holiday counts from the next working day: Saturday + 1 is Tuesday's time.
 */
export function addWorkingDays(start: Date, n: number): Date {
  if (!Number.isInteger(n) || n < 0) throw new Error('A number of working days is a whole number, 0 or more.');
  let at = new Date(start.getTime());
  let left = n;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    if (isWorkingDay(at)) left -= 1;
  }
  return at;
}
