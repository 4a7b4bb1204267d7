import { throttleEntity } from './entities/throttle';
import { applied } from './errors';

export interface Limit {
  /** What is counted, e.g. 'interest:ip:203.0.113.9'. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one attempt; false when the window's limit is already used up (the counter's condition fails). */
export function takeAttempt({ key, max, windowSeconds }: Limit, now = Date.now()): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  return applied(
    throttleEntity
      .upsert({ bucket: `${key}#${window}` })
      .add({ count: 1 })
      .set({ expiresAt: (window + 1) * windowSeconds + 60 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, max)}`)
      .go(),
  );
}
