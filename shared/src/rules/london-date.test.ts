import { describe, expect, it } from 'vitest';
import { daysBetween, londonDate, londonMonth } from './london-date';

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
