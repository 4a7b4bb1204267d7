import { describe, expect, it } from 'vitest';
import { moneyOrZero, numberOrZero, stepNumber } from './number-input';

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

describe('stepNumber (a field with a step: the arrow keys move by it)', () => {
  it('adds or takes one step, never below the minimum', () => {
    expect(stepNumber(125_000, 1000, 'up', 0)).toBe(126_000);
    expect(stepNumber(125_000, 1000, 'down', 0)).toBe(124_000);
    expect(stepNumber(99_500, 1000, 'up', 0)).toBe(100_500);
    expect(stepNumber(400, 1000, 'down', 0)).toBe(0);
    expect(stepNumber(-5, 1, 'down')).toBe(-6);
  });
  it('keeps decimal steps exact', () => {
    expect(stepNumber(0.2, 0.1, 'up', 0)).toBe(0.3);
    expect(stepNumber(7.3, 0.1, 'down', 0)).toBe(7.2);
    expect(stepNumber(99_500.5, 1000, 'up', 0)).toBe(100_500.5);
  });
});
