import fc from 'fast-check';
import type * as z from '@shared/core/zod';

/**
 * fast-check arbitraries generated from the route table's zod/mini schemas (for tests/support/fuzz.ts), read from
 * zod's own definitions (`schema._zod.def`): objects, strings with their length checks and formats (email,
 * url, datetime, uuid, regex), numbers and integers with their bounds, enums, literals, booleans, arrays,
 * records, unions, optional / nullable / default / pipe wrappers. Values aim to be VALID for the schema so
 * fuzzing reaches the handlers; hostile-junk.ts mixes in the rest. Unknown kinds fall back to any JSON value.
 */

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
  getter?: () => z.ZodMiniType;
  pattern?: RegExp;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  length?: number;
}

const defOf = (schema: z.ZodMiniType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

const lengthBounds = (def: Def) => {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max ?? Infinity, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) min = max = check.length;
  }
  return { min, max };
};

/** Mostly short printable text, sometimes any unicode; never longer than the schema allows (at most 300 here). */
function text(min: number, max: number | undefined): fc.Arbitrary<string> {
  const maxLength = Math.max(min, Math.min(max ?? 300, 300));
  // A trimmed minLength(1) field must still hold something after trim: start with a letter.
  const body = fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength }) },
    // Lengths up to the schema's maximum, not only fast-check's small default sizes.
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength, size: 'max' }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength }) },
  );
  return min > 0 ? fc.tuple(fc.constantFrom('A', 'b', 'Z', 'é'), body).map(([first, rest]) => (first + rest).slice(0, Math.max(min, maxLength))) : body;
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const regex =
    checksOf(def).find((check) => check.check === 'string_format' && check.format === 'regex' && check.pattern)?.pattern ??
    (def.format === 'regex' ? def.pattern : undefined);
  if (regex) return fc.stringMatching(regex).filter((s) => s.length >= min && (max === undefined || s.length <= max));
  switch (def.format) {
    case 'email':
      return fc.emailAddress().filter((s) => s.length <= (max ?? 254));
    case 'url':
      return fc.webUrl({ validSchemes: ['https'] });
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
    case 'guid':
      return fc.uuid();
    default:
      return text(min, max);
  }
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? value : value + (def.format ? 1 : 1e-6));
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? value : value - (def.format ? 1 : 1e-6));
  }
  const integer = def.format === 'safeint' || def.format === 'int32' || checksOf(def).some((check) => check.format === 'safeint');
  return integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

export function schemaArbitrary(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 8) return fc.constant(null);
  const next = (inner: z.ZodMiniType) => schemaArbitrary(inner, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const requiredKeys = Object.keys(shape).filter((key) => !['optional', 'default'].includes(defOf(shape[key]!).type));
      return fc.record(Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, next(value)])), { requiredKeys });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { none: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'optional':
      return fc.option(next(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(next(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return next(def.innerType!);
    case 'pipe':
      // The input side is what a client sends; a transform's output is the server's business.
      return defOf(def.in!).type === 'transform' ? next(def.out!) : next(def.in!);
    case 'array': {
      const { min, max } = lengthBounds(def);
      return fc.array(next(def.element!), { minLength: min, maxLength: Math.min(max ?? 5, Math.max(min, 5)) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(next));
    case 'union':
      return fc.oneof(...(def.options ?? []).map(next));
    case 'record':
      return fc.dictionary(next(def.keyType!) as fc.Arbitrary<string>, next(def.valueType!), { maxKeys: 4 });
    case 'lazy':
      return next(def.getter!());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
