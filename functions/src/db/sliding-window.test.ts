import { describe, expect, it } from 'vitest';
import { currentWindowAllowance, secondsUntilAllowed } from './sliding-window';

describe('currentWindowAllowance', () => {
  it('gives the whole limit when the previous window counted nothing', () => {
    expect(currentWindowAllowance(5, 0, 0)).toBe(5);
    expect(currentWindowAllowance(5, 0, 0.99)).toBe(5);
  });

  it('takes what the previous window used from a window that has just begun', () => {
    expect(currentWindowAllowance(5, 3, 0)).toBe(2);
    expect(currentWindowAllowance(5, 5, 0.001)).toBe(0);
    expect(currentWindowAllowance(5, 3, 0.001)).toBe(2);
    expect(currentWindowAllowance(5, 5, 0)).toBe(0);
  });

  it('gives back the previous window’s attempts as the window slides past them', () => {
    expect(currentWindowAllowance(5, 4, 0.5)).toBe(3);
    expect(currentWindowAllowance(5, 4, 0.75)).toBe(4);
    expect(currentWindowAllowance(5, 5, 1)).toBe(5);
  });

  it('never answers less than nothing', () => {
    expect(currentWindowAllowance(5, 12, 0)).toBe(0);
  });
});

describe('secondsUntilAllowed', () => {
  it('waits, within the window, for enough of the previous window’s attempts to slide out', () => {
    // 20 a minute, 10 counted last window and 10 in this one at its start: one more once 1 of the 10 has slid out (6 s).
    expect(secondsUntilAllowed(20, 10, 10, 0, 60)).toBe(6);
    expect(currentWindowAllowance(20, 10, 0.1)).toBe(11);
  });

  it('waits into the next window when this window used the whole limit', () => {
    // 20 counted at the start of a 60 s window: the next window opens at 60 s, then one of the 20 must slide out (3 s).
    expect(secondsUntilAllowed(20, 0, 20, 0, 60)).toBe(63);
    expect(currentWindowAllowance(20, 20, 3 / 60)).toBe(1);
    expect(currentWindowAllowance(20, 20, 2.9 / 60)).toBe(0);
    // Half way through the window: 30 s to its end, then 3 s.
    expect(secondsUntilAllowed(20, 0, 20, 0.5, 60)).toBe(33);
  });

  it('is never less than a second', () => {
    expect(secondsUntilAllowed(20, 0, 0, 0.5, 60)).toBe(1);
  });
});
