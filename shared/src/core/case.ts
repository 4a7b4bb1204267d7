/**
 * The one place where app-side camelCase names meet storage-side snake_case names.
 * Only top-level keys are renamed: nested records (rental units, comparables) keep the app's shape.
 */
export const toSnake = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/([a-z])(\d)/g, '$1_$2');
export const toCamel = (key: string): string => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

const mapKeys = (record: Record<string, unknown>, rename: (key: string) => string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [rename(key), value]));

export const toStorage = (record: Record<string, unknown>) => mapKeys(record, toSnake);
export const fromStorage = (record: Record<string, unknown>) => mapKeys(record, toCamel);
