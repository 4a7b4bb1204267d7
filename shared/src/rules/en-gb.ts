/**
 * en-GB whole numbers and dates as Intl writes them (prices: money.ts), without Intl. A page's first Intl formatter loads ICU's
 * locale data, a noticeable part of a first screen on a slow device (a GBP NumberFormat, a Collator, a first
 * toLocaleDateString each); every first screen shows prices, counts and dates, so they are written here.
 * en-gb.test.ts and money.test.ts hold each one to Intl's own answer.
 */
import { londonDate } from './london-date';

/** Beyond this, numbers are left to Intl (String() would write an exponent from 10^21). */
const LARGEST_PLAIN = 1e15;

/** A whole number of zero or more with en-GB thousands separators: 1250000 -> '1,250,000'. Undefined when it is not one. */
export function plainGrouped(whole: number): string | undefined {
  if (!Number.isInteger(whole) || whole < 0 || whole >= LARGEST_PLAIN) return undefined;
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A count as en-GB writes it: 2015 -> '2,015' (as `toLocaleString('en-GB')`). */
export const countGB = (n: number): string => plainGrouped(n) ?? n.toLocaleString('en-GB');

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A date in the device's time zone as en-GB writes it: '14/11/2026' (as `toLocaleDateString('en-GB')`). */
export function dateGB(date: Date): string {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toLocaleDateString('en-GB');
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${year}`;
}

/**
 * The London calendar day of an ISO instant as en-GB writes a date, whatever the device's time zone:
 * '2026-06-15T23:30:00.000Z' (00:30 BST) -> '16/06/2026'. Deadlines are judged on London days (london-date.ts).
 */
export const londonDayGB = (iso: string): string => {
  const day = londonDate(iso);
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
};
