// On its own, without the property schemas: the start-up code reads it (web/src/lib/pages.ts).

/**
 * The table's rows as they arrive a page at a time (newest first throughout, so each page follows on from the rows
 * before it): `complete` once the last page is in. Until then the summary cards wait, and search, tabs and sorting
 * cover only the rows loaded so far.
 */
export interface RowsLoad<R> {
  items: R[];
  complete: boolean;
}

export const noRowsYet: RowsLoad<never> = { items: [], complete: false };

/** The rows with one more page: its items after those already in (which may have changed meanwhile); complete when it has no `next`. */
export const withRowsPage = <R>(load: RowsLoad<R>, page: { items: readonly R[]; next?: string }): RowsLoad<R> => ({
  items: [...load.items, ...page.items],
  complete: page.next === undefined,
});
