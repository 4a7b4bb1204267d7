/** The tab a search parameter names, or `fallback` when it names none of `ids`. */
export const tabFromParam = <Id extends string>(value: string | null, ids: readonly Id[], fallback: Id): Id =>
  ids.includes(value as Id) ? (value as Id) : fallback;

/** The search parameters with `key` set to `tab`; the default tab leaves the parameter out (a clean URL). */
export function withTabParam(params: URLSearchParams, key: string, tab: string, fallback: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === fallback) next.delete(key);
  else next.set(key, tab);
  return next;
}

/** WAI-ARIA tabs keyboard: the tab that ArrowRight, ArrowLeft (both wrapping), Home or End moves to; null for other keys. */
export function tabForKey<Id extends string>(ids: readonly Id[], current: Id, key: string): Id | null {
  const index = ids.indexOf(current);
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: ids.length - 1 };
  const target = moves[key];
  if (target === undefined || ids.length === 0) return null;
  return ids[(target + ids.length) % ids.length]!;
}
