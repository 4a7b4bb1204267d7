import { startTransition, useEffect, useState } from 'react';

/**
 * A long list's first render holds only what the first screen shows; the rest follows in the render after it (a
 * transition, once that screen is painted), so the first screen does not wait for rows nobody sees yet.
 * `ready`: the list has its items (until then there is nothing to paint first).
 */
export function useFirstScreen(ready: boolean, count: number): <T>(items: readonly T[]) => readonly T[] {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (ready && !painted) startTransition(() => setPainted(true));
  }, [ready, painted]);
  return (items) => (painted ? items : items.slice(0, count));
}
