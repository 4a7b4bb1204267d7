import { describe, expect, it } from 'vitest';
import { addDays, atLondonTime, daysBetween, londonClock, londonDate, londonMonth, londonTimeOfDay } from './london-date';

describe('londonDate', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonDate('2026-01-15T23:30:00.000Z')).toBe('2026-01-15'); // 23:30 GMT
    expect(londonDate('2026-06-15T23:30:00.000Z')).toBe('2026-06-16'); // 00:30 BST
  });
  it('turns at the clocks going forward (01:00 UTC, last Sunday of March 2026)', () => {
    expect(londonDate('2026-03-28T23:30:00.000Z')).toBe('2026-03-28'); // 23:30 GMT, the night before the change
    expect(londonDate('2026-03-29T23:30:00.000Z')).toBe('2026-03-30'); // 00:30 BST
  });
  it('turns at the clocks going back (01:00 UTC, last Sunday of October 2026)', () => {
    expect(londonDate('2026-10-24T23:30:00.000Z')).toBe('2026-10-25'); // 00:30 BST
    expect(londonDate('2026-10-25T23:30:00.000Z')).toBe('2026-10-25'); // 23:30 GMT
  });
  it('refuses what is not a moment', () => {
    expect(() => londonDate('soon')).toThrow(/Not a moment/);
  });
});

describe('londonMonth', () => {
  it('is the month in London, not in UTC', () => {
    expect(londonMonth('2026-05-31T23:30:00.000Z')).toBe('2026-06');
    expect(londonMonth('2026-12-31T23:30:00.000Z')).toBe('2026-12');
  });
});

describe('daysBetween', () => {
  it('counts calendar days, whatever the length of the days between', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // over the 23-hour Sunday
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // over the 25-hour Sunday
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
    expect(daysBetween('2026-03-30', '2026-03-30')).toBe(0);
  });
  it('refuses a date-time', () => {
    expect(() => daysBetween('2026-03-28T00:00:00Z', '2026-03-30')).toThrow(/calendar date/);
  });
});

describe("London's clock, from the Summer Time Act 1972 s.1", () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const byIntl = (at: Date) => {
    const part = (type: Intl.DateTimeFormatPartTypes) => intl.formatToParts(at).find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  };
  it("agrees with the time-zone database every 30 minutes around each year's clock changes, 2002 to 2040", () => {
    for (let year = 2002; year <= 2040; year += 1) {
      for (const month of [2, 9]) {
        const lastSunday = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, lastSunday.getUTCDate() - lastSunday.getUTCDay());
        for (let at = sunday - 36 * 3_600_000; at <= sunday + 36 * 3_600_000; at += 1_800_000) {
          const instant = new Date(at);
          expect(`${londonDate(instant)} ${londonClock(instant)}`).toBe(byIntl(instant));
        }
      }
    }
  });
  it('tells the time of day on the clock: 00:30 BST', () => {
    expect(londonTimeOfDay(new Date('2026-06-15T23:30:00.000Z'))).toBe(30 * 60_000);
    expect(londonClock('2026-06-15T23:30:00.000Z')).toBe('00:30');
  });
  it('finds the moment the clock reads a time on a date, on both clock-change days', () => {
    expect(atLondonTime('2026-06-16').toISOString()).toBe('2026-06-15T23:00:00.000Z'); // midnight BST
    expect(atLondonTime('2026-12-16').toISOString()).toBe('2026-12-16T00:00:00.000Z'); // midnight GMT
    expect(atLondonTime('2026-03-29', 30 * 60_000).toISOString()).toBe('2026-03-29T00:30:00.000Z'); // 00:30 GMT
    expect(atLondonTime('2026-03-29', 90 * 60_000).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 01:30 skipped: 02:30 BST
    expect(atLondonTime('2026-03-29', 150 * 60_000).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 02:30 BST
    expect(atLondonTime('2026-10-25', 30 * 60_000).toISOString()).toBe('2026-10-24T23:30:00.000Z'); // 00:30 BST
    expect(atLondonTime('2026-10-25', 90 * 60_000).toISOString()).toBe('2026-10-25T00:30:00.000Z'); // 01:30 twice: the BST one
    expect(atLondonTime('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });
  it('adds calendar days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
