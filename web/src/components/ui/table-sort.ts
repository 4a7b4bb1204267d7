/** What a table column sorts by. */
export type SortValue = string | number | boolean | Date | null | undefined;

/** Made at the first text comparison: a Collator costs a first screen ICU's locale data (en-gb.ts), and most tables open unsorted. */
let text: Intl.Collator | undefined;
const collator = () => (text ??= new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' }));

const isBlank = (value: SortValue): value is null | undefined | '' => value === null || value === undefined || value === '';

/**
 * Ascending order of two cell values: numbers and dates by value, booleans false first, text in en-GB order
 * ignoring case and accents with numbers in text compared as numbers ('Flat 2' before 'Flat 10'). Blanks
 * come after everything else here; the table keeps them last in both directions (see `sortUndefined`).
 */
export function compareSortValues(a: SortValue, b: SortValue): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator().compare(String(a), String(b));
}

/** The header's aria-sort for a column's sort direction (none while the column is not sorted). */
export const ariaSort = (direction: false | 'asc' | 'desc'): 'ascending' | 'descending' | undefined =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
