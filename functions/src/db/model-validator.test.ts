import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import * as lite from './model-validator';

const require = createRequire(import.meta.url);
const validationsPath = require.resolve('electrodb/src/validations.js');
const jsonschemaPath = createRequire(validationsPath).resolve('jsonschema');

interface Validations {
  testModel: (model: unknown) => [boolean, string];
}

/** ElectroDB's validations module loaded afresh, its `require('jsonschema')` answered by `jsonschema`. */
function loadValidations(jsonschema?: object): Validations {
  const cache = require.cache;
  const saved = { validations: cache[validationsPath], jsonschema: cache[jsonschemaPath] };
  delete cache[validationsPath];
  if (jsonschema) cache[jsonschemaPath] = { id: jsonschemaPath, filename: jsonschemaPath, loaded: true, exports: jsonschema } as NodeJS.Module;
  try {
    return require(validationsPath) as Validations;
  } finally {
    for (const [key, path] of [
      ['validations', validationsPath],
      ['jsonschema', jsonschemaPath],
    ] as const) {
      if (saved[key]) cache[path] = saved[key];
      else delete cache[path];
    }
  }
}

interface Model {
  model: { entity: string };
  [field: string]: unknown;
}
let entities: { schema: Model }[];
beforeAll(async () => {
  process.env.TABLE_NAME ??= 'unit';
  // Every entity module of the table, each registering its entity (entity-registry.ts).
  const dir = new URL('./entities/', import.meta.url);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) await import(new URL(file, dir).href);
  const { registeredEntities } = await import('./entity-registry');
  entities = Object.values(registeredEntities) as typeof entities;
});

describe('the model validator of the Lambda bundles', () => {
  const real = loadValidations();
  const substitute = loadValidations({ Validator: lite.Validator });

  it('agrees with jsonschema on every entity model: each is a valid model', () => {
    expect(entities.length).toBeGreaterThan(10);
    for (const entity of entities) {
      expect(real.testModel(entity.schema), entity.schema.model.entity).toEqual([true, '']);
      expect(substitute.testModel(entity.schema)[0], entity.schema.model.entity).toBe(true);
    }
  });

  it('agrees with jsonschema that an Entity is not a model, as new Service needs to tell them apart', () => {
    for (const entity of entities) {
      expect(real.testModel(entity)[0]).toBe(false);
      expect(substitute.testModel(entity)[0]).toBe(false);
    }
  });

  it('is really what the substitute run loads: a validator that accepts everything would take an Entity for a model', () => {
    class AcceptAll {
      addSchema() {}
      validate() {
        return { errors: [] };
      }
    }
    Object.assign(AcceptAll.prototype, { customFormats: {} });
    expect(loadValidations({ Validator: AcceptAll }).testModel(entities[0])[0]).toBe(true);
  });

  it('still refuses a model without attributes or indexes, or with a wrongly typed field', () => {
    const model = entities[0]!.schema;
    const broken = [{ ...model, indexes: undefined }, { ...model, attributes: undefined }, { ...model, model: { ...model.model, entity: 1 } }, {}];
    for (const candidate of broken) {
      expect(real.testModel(candidate)[0]).toBe(false);
      expect(substitute.testModel(candidate)[0]).toBe(false);
    }
  });
});
