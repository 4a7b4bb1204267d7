/**
 * How many attempts the current window may still count up to: a sliding window estimated from two fixed ones. The
 * previous window's count is weighted by how much of it the last `windowSeconds` still cover, rounded up (an attempt
 * counts whole while any of it is covered). With fixed windows alone, `max` attempts just before a boundary and `max`
 * just after would all pass within a few seconds.
 */
export function currentWindowAllowance(max: number, previousCount: number, elapsedFraction: number): number {
  return Math.max(0, max - Math.ceil(previousCount * (1 - elapsedFraction)));
}

/**
 * Seconds until the next attempt would be counted, once the current window (`currentCount` so far) refuses one: either
 * later in this window, as the previous window's attempts slide out of the last `windowSeconds`, or in the next one,
 * when this window's attempts are the previous ones. Rounded up, and at least 1.
 */
export function secondsUntilAllowed(max: number, previousCount: number, currentCount: number, elapsedFraction: number, windowSeconds: number): number {
  // An attempt is counted while currentCount < max - ceil(previous * (1 - fraction)), i.e. previous * (1 - fraction) <= max - currentCount - 1.
  const room = max - currentCount - 1;
  let fraction: number;
  if (room >= 0 && (previousCount === 0 || room >= previousCount)) fraction = elapsedFraction;
  else if (room >= 0 && 1 - room / previousCount < 1) fraction = 1 - room / previousCount;
  else fraction = 1 + Math.max(0, 1 - (max - 1) / currentCount);
  return Math.max(1, Math.ceil((fraction - elapsedFraction) * windowSeconds));
}
