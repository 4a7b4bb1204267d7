/**
 * Bank holidays in England and Wales, as published by the UK government at https://www.gov.uk/bank-holidays
 * (its data file https://www.gov.uk/bank-holidays.json, division 'england-and-wales'). Holidays falling on a weekend
 * are given as the substitute weekday the government announces (Banking and Financial Dealings Act 1971, Schedule 1).
 * 2028 is not yet published there: its dates follow the same Schedule and the usual substitute days, and must be
 * checked against gov.uk once published. A year past the last one listed takes its usual holidays (`usualBankHolidays`)
 * rather than stop every deadline: only a one-off holiday proclaimed later (a jubilee, a coronation) is missed until
 * its year is added here. Add a year: one line below and its test.
 */
export const englandAndWalesBankHolidays: Readonly<Record<number, readonly string[]>> = {
  2025: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
  2026: ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'],
  2027: ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'],
  2028: ['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26'],
};

const DAY_MS = 24 * 60 * 60 * 1000;
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** Easter Sunday of a Gregorian year (the anonymous algorithm published in Nature, 1876, as Meeus gives it). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

/** The `nth` Monday of a month (1 the first, -1 the last). */
function monday(year: number, month: number, nth: 1 | -1): Date {
  const start = nth === 1 ? utc(year, month, 1) : utc(year, month + 1, 0);
  const step = nth === 1 ? 1 : -1;
  let date = start;
  while (date.getUTCDay() !== 1) date = new Date(date.getTime() + step * DAY_MS);
  return date;
}

/**
 * The usual bank holidays of England and Wales in a year: New Year's Day, Good Friday, Easter Monday, the first and
 * the last Monday of May, the last Monday of August, Christmas Day and Boxing Day (Banking and Financial Dealings Act
 * 1971, Schedule 1, and the yearly proclamations gov.uk lists); one on a weekend moves to the next weekday that is not
 * a holiday already, as gov.uk's substitute days do.
 */
export function usualBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = [new Date(easter.getTime() - 2 * DAY_MS), new Date(easter.getTime() + DAY_MS), monday(year, 5, 1), monday(year, 5, -1), monday(year, 8, -1)];
  const taken = new Set(fixed.map(isoOf));
  const substitute = (date: Date) => {
    let day = date;
    while (isWeekend(day) || taken.has(isoOf(day))) day = new Date(day.getTime() + DAY_MS);
    taken.add(isoOf(day));
    return day;
  };
  const moving = [utc(year, 1, 1), utc(year, 12, 25), utc(year, 12, 26)].map(substitute);
  return [...fixed, ...moving].map(isoOf).sort();
}

const published = new Set(Object.values(englandAndWalesBankHolidays).flat());
const usual = new Map<number, ReadonlySet<string>>();

/** Whether gov.uk's table holds the year of this ISO date (YYYY-MM-DD); a year it does not takes its usual holidays. */
export const bankHolidaysCover = (isoDate: string): boolean => Number(isoDate.slice(0, 4)) in englandAndWalesBankHolidays;

export function isBankHoliday(isoDate: string): boolean {
  if (bankHolidaysCover(isoDate)) return published.has(isoDate);
  const year = Number(isoDate.slice(0, 4));
  if (!usual.has(year)) usual.set(year, new Set(usualBankHolidays(year)));
  return usual.get(year)!.has(isoDate);
}
