import { describe, expect, it } from 'vitest';
import { currentWindowAllowance } from './sliding-window';

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
