/**
 * Stands in for `jsonschema` in the Lambda bundles (infra/lib/constructs/portal-function.ts aliases it here).
 * ElectroDB loads that validator only to check entity models when an Entity is built, and to tell a raw model
 * from an Entity in `new Service`, and it is a large part of every bundle. The verdicts on those inputs depend only
 * on `type` and `required` (both forms), which this checks; model-validator.test.ts runs the real validator
 * beside this one on every model and Entity our code hands ElectroDB, and proves they agree.
 */
interface Schema {
  type?: string | string[];
  required?: boolean | string[];
  properties?: Record<string, Schema>;
}

interface ValidationError {
  property: string;
  message: string;
  argument?: unknown;
}

const kindOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

const hasType = (value: unknown, type: Schema['type']) =>
  type === undefined || [type].flat().some((t) => t === 'any' || t === kindOf(value) || (t === 'integer' && Number.isInteger(value)));

function check(value: unknown, schema: Schema, property: string, errors: ValidationError[]): void {
  if (!hasType(value, schema.type)) {
    errors.push({ property, message: `is not of a type(s) ${[schema.type].flat().join(',')}`, argument: schema.type });
    return;
  }
  if (kindOf(value) !== 'object') return;
  const object = value as Record<string, unknown>;
  for (const name of Array.isArray(schema.required) ? schema.required : []) {
    if (object[name] === undefined) errors.push({ property, message: `requires property "${name}"`, argument: name });
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (object[name] === undefined) {
      if (child.required === true) errors.push({ property: `${property}.${name}`, message: 'is required', argument: name });
    } else check(object[name], child, `${property}.${name}`, errors);
  }
}

export class Validator {
  declare customFormats: Record<string, (input: unknown) => boolean>;

  addSchema(): void {}

  validate(instance: unknown, schema: Schema): { errors: ValidationError[] } {
    const errors: ValidationError[] = [];
    check(instance, schema, 'instance', errors);
    return { errors };
  }
}
// ElectroDB registers its formats on the prototype, as jsonschema's Validator has them.
Validator.prototype.customFormats = {};
