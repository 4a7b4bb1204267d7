/**
 * A concurrency limit shared by several callers (the image work of photos and heroes shares two cores).
 * A finishing task hands its slot straight to the next waiting one, so the limit is never exceeded.
 */
export function limiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/** Runs `work` over `items` with at most `limit` at once; results keep the input order. */
export function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const run = limiter(limit);
  return Promise.all(items.map((item, index) => run(() => work(item, index))));
}
