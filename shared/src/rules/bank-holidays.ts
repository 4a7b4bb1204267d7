/**
 * Bank holidays in England and Wales, as published by the UK government at https://www.gov.uk/bank-holidays
 * (its data file https://www.gov.uk/bank-holidays.json, division 'england-and-wales'). Holidays falling on a weekend
 * are given as the substitute weekday the government announces (Banking and Financial Dealings Act 1971, Schedule 1).
 * 2028 is not yet published there: its dates follow the same Schedule and the usual substitute days, and must be
 * checked against gov.uk once published. A year past the last one listed is an error, never a guess
 * (`bankHolidaysCover`). Add a year: one line below and its test.
 */
export const bankHolidaySource = 'https://www.gov.uk/bank-holidays (England and Wales)';

export const englandAndWalesBankHolidays: Readonly<Record<number, readonly string[]>> = {
  2025: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
  2026: ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'],
  2027: ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'],
  2028: ['2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26'],
};

const holidays = new Set(Object.values(englandAndWalesBankHolidays).flat());

/** Whether the table holds the year of this ISO date (YYYY-MM-DD). */
export const bankHolidaysCover = (isoDate: string): boolean => Number(isoDate.slice(0, 4)) in englandAndWalesBankHolidays;

export const isBankHoliday = (isoDate: string): boolean => holidays.has(isoDate);
