/** Reordering rules of the photo list (the first photo is the main image). Each answers a new array. */

export function movePhoto<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export const makeCover = <T>(list: readonly T[], index: number): T[] => movePhoto(list, index, 0);

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Whether two orders differ (a drop on the same place is not a reorder). */
export const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((item, i) => item === b[i]);
