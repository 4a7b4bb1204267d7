import { describe, expect, it } from 'vitest';
import { bankHolidaysCover, easterSunday, englandAndWalesBankHolidays, isBankHoliday, usualBankHolidays } from './bank-holidays';
import { addWorkingDays, isWorkingDay } from './working-days';

const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
const plus = (iso: string, n: number) => addWorkingDays(at(iso), n).toISOString();

describe('bank holidays of England and Wales (gov.uk/bank-holidays)', () => {
  it('cover 2025 to 2028, eight a year, every one a weekday', () => {
    for (const year of [2025, 2026, 2027, 2028]) {
      const days = englandAndWalesBankHolidays[year] ?? [];
      expect(days).toHaveLength(8);
      for (const day of days) expect([0, 6]).not.toContain(new Date(`${day}T12:00:00Z`).getUTCDay());
    }
  });
  it('name Easter and the substitute days', () => {
    expect(isBankHoliday('2026-04-03')).toBe(true); // Good Friday
    expect(isBankHoliday('2026-04-06')).toBe(true); // Easter Monday
    expect(isBankHoliday('2026-12-28')).toBe(true); // Boxing Day (a Saturday) moved to Monday
    expect(isBankHoliday('2027-12-27')).toBe(true); // Christmas Day (a Saturday) moved to Monday
    expect(isBankHoliday('2028-01-03')).toBe(true); // New Year's Day (a Saturday) moved to Monday
    expect(isBankHoliday('2026-12-24')).toBe(false);
  });
  it('take the usual holidays of a year gov.uk has not published, the same rules that give every published year', () => {
    // No one-off holiday was proclaimed in these years: the usual rules give exactly what gov.uk lists.
    for (const year of [2025, 2026, 2027, 2028]) expect(usualBankHolidays(year)).toEqual(englandAndWalesBankHolidays[year]);
    expect([2029, 2030, 2031, 2038].map((year) => easterSunday(year).toISOString().slice(0, 10))).toEqual([
      '2029-04-01',
      '2030-04-21',
      '2031-04-13',
      '2038-04-25',
    ]);
    expect(bankHolidaysCover('2029-01-02')).toBe(false);
    expect(isWorkingDay(at('2029-01-02'))).toBe(true);
    expect(isWorkingDay(at('2029-01-01'))).toBe(false); // New Year's Day, a Monday
    expect(isWorkingDay(at('2029-03-30'))).toBe(false); // Good Friday
    // 2032: Christmas Day a Saturday, Boxing Day a Sunday: the Monday and the Tuesday after.
    expect(usualBankHolidays(2032).slice(-2)).toEqual(['2032-12-27', '2032-12-28']);
    // 2033: New Year's Day a Saturday: the Monday after.
    expect(usualBankHolidays(2033)[0]).toBe('2033-01-03');
  });
});

describe('addWorkingDays', () => {
  it('counts Monday to Friday, keeping the time of day', () => {
    expect(plus('2026-11-23', 5)).toBe('2026-11-30T10:00:00.000Z'); // Monday + 5 = next Monday
    expect(plus('2026-11-25', 2)).toBe('2026-11-27T10:00:00.000Z'); // Wednesday + 2 = Friday
    expect(plus('2026-11-27', 1)).toBe('2026-11-30T10:00:00.000Z'); // Friday + 1 = Monday
  });
  it('counts a weekend start from the next working day', () => {
    expect(plus('2026-11-28', 1)).toBe('2026-11-30T10:00:00.000Z'); // Saturday + 1 = Monday
    expect(plus('2026-11-29', 5)).toBe('2026-12-04T10:00:00.000Z'); // Sunday + 5 = Friday
  });
  it('skips Christmas, Boxing Day substitutes and New Year', () => {
    // 2026: 25 Dec is a Friday, Boxing Day's substitute Monday 28 Dec, 1 Jan a Friday.
    expect(plus('2026-12-24', 1)).toBe('2026-12-29T10:00:00.000Z');
    expect(plus('2026-12-23', 5)).toBe('2027-01-04T10:00:00.000Z'); // 24, 29, 30, 31 Dec, 4 Jan
    // 2027: both days fall at the weekend; Monday 27 and Tuesday 28 Dec are holidays.
    expect(plus('2027-12-24', 1)).toBe('2027-12-29T10:00:00.000Z');
  });
  it('skips Good Friday and Easter Monday', () => {
    expect(plus('2026-04-02', 1)).toBe('2026-04-07T10:00:00.000Z'); // Thursday before Easter + 1 = Tuesday after
    // 30, 31 Mar, 1, 2, 5 Apr; 10:00 GMT on 25 March keeps its London time, 10:00 BST (09:00 UTC), after the clocks go forward.
    expect(plus('2027-03-25', 5)).toBe('2027-04-05T09:00:00.000Z');
  });
  it('answers the start itself for 0 and refuses a part or negative day', () => {
    expect(plus('2026-11-28', 0)).toBe('2026-11-28T10:00:00.000Z');
    expect(() => addWorkingDays(at('2026-11-23'), -1)).toThrow(/whole number/);
    expect(() => addWorkingDays(at('2026-11-23'), 1.5)).toThrow(/whole number/);
  });
});

describe('addWorkingDays counts London calendar days and keeps the London time of day', () => {
  const plusAt = (instant: string, n: number) => addWorkingDays(new Date(instant), n).toISOString();
  it('a hold started at 00:30 BST on a Saturday counts from the Monday', () => {
    // Saturday 13 June 2026 00:30 BST is Friday 12 June 23:30 UTC: 5 working days are 15 to 19 June, ending on
    // Friday 19 June at 00:30 BST (18 June 23:30 UTC), not a day later.
    expect(plusAt('2026-06-12T23:30:00.000Z', 5)).toBe('2026-06-18T23:30:00.000Z');
    expect(isWorkingDay(new Date('2026-06-12T23:30:00.000Z'))).toBe(false); // Saturday in London
  });
  it('on the last Sunday of March (clocks forward at 01:00 GMT), the same London time on the working day after', () => {
    // Sunday 29 March 2026 00:30 GMT + 1 working day: Monday 30 March 00:30 BST, 29 March 23:30 UTC.
    expect(plusAt('2026-03-29T00:30:00.000Z', 1)).toBe('2026-03-29T23:30:00.000Z');
  });
  it('on the last Sunday of October (clocks back at 02:00 BST), the same London time on the working day after', () => {
    // Sunday 25 October 2026 00:30 BST (24 October 23:30 UTC) + 1 working day: Monday 26 October 00:30 GMT.
    expect(plusAt('2026-10-24T23:30:00.000Z', 1)).toBe('2026-10-26T00:30:00.000Z');
  });
  it('keeps the London time of day across a clock change', () => {
    // Friday 27 March 2026 10:00 GMT + 1 working day: Monday 30 March 10:00 BST, 09:00 UTC.
    expect(plusAt('2026-03-27T10:00:00.000Z', 1)).toBe('2026-03-30T09:00:00.000Z');
  });
});
