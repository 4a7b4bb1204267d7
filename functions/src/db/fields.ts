/**
 * Checks a projection (a record read with only some attributes) field by field against the record's
 * schema, so a partial read is as strictly typed and validated as a whole one.
 */
export function parseFields<S extends Record<string, { parse: (value: unknown) => unknown }>, const K extends keyof S & string>(
  shape: S,
  fields: readonly K[],
  item: Record<string, unknown>,
): { [F in K]: ReturnType<S[F]['parse']> } {
  return Object.fromEntries(fields.map((field) => [field, shape[field]!.parse(item[field])])) as { [F in K]: ReturnType<S[F]['parse']> };
}
