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

/**
 * The items whose ids are in the one canonical form. Before ids were checked (domain/common.ts, ID_PATTERN) an
 * upper-case property id could be stored; such an item resolves to no property, so it is left out of
 * the lists rather than failing them.
 */
export function canonical<T>(items: readonly unknown[], schema: { safeParse: (item: unknown) => { success: true; data: T } | { success: false } }): T[] {
  return items.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
