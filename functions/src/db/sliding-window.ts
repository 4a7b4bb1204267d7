/**
 * How many attempts the current window may still count up to: a sliding window estimated from two fixed ones. The
 * previous window's count is weighted by how much of it the last `windowSeconds` still cover, rounded up (an attempt
 * counts whole while any of it is covered). With fixed windows alone, `max` attempts just before a boundary and `max`
 * just after would all pass within a few seconds.
 */
export function currentWindowAllowance(max: number, previousCount: number, elapsedFraction: number): number {
  return Math.max(0, max - Math.ceil(previousCount * (1 - elapsedFraction)));
}
