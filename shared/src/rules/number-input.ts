/**
 * What a number or money field of an admin form holds: the typed text read as a number, with an empty or
 * non-numeric answer counted as 0 (never NaN or null). Money may be typed with '£', grouping commas and
 * spaces ('£1,250.50' -> 1250.5).
 */
export function numberOrZero(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (input == null) return 0;
  const text = input.replace(/[£,\s]/g, '');
  if (text === '' || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A money answer in pounds, to the penny ('12.345' -> 12.35); empty or non-numeric is 0. */
export const moneyOrZero = (input: string | number | null | undefined): number => Math.round(numberOrZero(input) * 100) / 100;

/**
 * One press of an arrow key in a field with a step (spec: the price steps by 1000 from a minimum of 0): the
 * value one step up or down, never below `min`, rounded to the decimals of the two so 0.2 + 0.1 is 0.3.
 */
export function stepNumber(value: number, step: number, direction: 'up' | 'down', min = -Infinity): number {
  const decimalsOf = (n: number) => (String(n).split('.')[1] ?? '').length;
  const decimals = Math.min(10, Math.max(decimalsOf(step), decimalsOf(value)));
  const next = Number((value + (direction === 'up' ? step : -step)).toFixed(decimals));
  return Math.max(min, next);
}
