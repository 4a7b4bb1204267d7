import { describe, expect, it } from 'vitest';
import { moneyOrZero, numberOrZero } from './number-input';

describe('numberOrZero', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['1.2.3', 0],
    ['-', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    ['42', 42],
    [' 7 ', 7],
    ['3.5', 3.5],
    ['.5', 0.5],
    ['-12', -12],
    ['1,250', 1250],
    ['£1,250.50', 1250.5],
    [19, 19],
  ] as const)('%j -> %d', (input, expected) => {
    expect(numberOrZero(input)).toBe(expected);
  });
});

describe('moneyOrZero', () => {
  it('keeps pounds to the penny', () => {
    expect(moneyOrZero('£250,000')).toBe(250_000);
    expect(moneyOrZero('12.345')).toBe(12.35);
    expect(moneyOrZero('12.344')).toBe(12.34);
  });
  it('counts an empty or non-numeric answer as 0', () => {
    expect(moneyOrZero('')).toBe(0);
    expect(moneyOrZero('about 5k')).toBe(0);
  });
});
