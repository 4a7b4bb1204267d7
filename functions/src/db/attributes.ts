import { toSnake } from '@shared/core/case';

/**
 * ElectroDB attributes for record fields that zod already validates: stored under their snake_case
 * name (the mapping of shared/src/core/case.ts), typed as `any` here because the zod schema is the type.
 */
export const storedAttributes = <const K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, { type: 'any', field: toSnake(key) } as const])) as {
    [P in K]: { readonly type: 'any'; readonly field: string };
  };

/** Attributes that take part in keys need a real type. */
export const keyString = (key: string) => ({ type: 'string', required: true, field: toSnake(key) }) as const;
export const versionAttribute = { type: 'number', required: true, field: 'version' } as const;

/** DynamoDB cannot hold undefined: store absent optional fields as null so reads see the full record. */
export const withNulls = <T extends Record<string, unknown>>(record: T): T =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v === undefined ? null : v])) as T;
