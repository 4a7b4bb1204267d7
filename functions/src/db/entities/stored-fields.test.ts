import { afterAll, describe, expect, it, vi } from 'vitest';
import * as z from '@shared/core/zod';
import { areaInsightInputSchema } from '@shared/domain/area-insight';
import { propertyFieldNames } from '@shared/domain/property-fields';
import { resourceFieldsSchema } from '@shared/domain/resource';

/**
 * The entities of the records built from a field table store what the table or schema names, read from it: a field
 * added there is stored with nothing else to change (no list of names kept beside it).
 */
type Attributes = Record<string, { field: string }>;
const attributesOf = (entity: unknown) => (entity as { schema: { attributes: Attributes } }).schema.attributes;

/** The entity module built afresh, with the given module in place of its source and no DynamoDB client. */
async function entityWith<T>(module: string, source: () => Promise<unknown>, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  vi.doMock('../client', () => ({ dynamoClient: undefined, tableName: () => 'portal-test' }));
  vi.doMock(module, source);
  return load();
}

describe('the stored fields of the entities', () => {
  // Unit files share one module registry: the stand-ins must not outlive this file.
  afterAll(() => {
    for (const module of ['../client', '@shared/domain/property-fields', '@shared/domain/area-insight', '@shared/domain/resource']) vi.doUnmock(module);
    vi.resetModules();
  });

  it('of a property are the property table’s fields, a new one included', async () => {
    const { propertyEntity } = await entityWith(
      '@shared/domain/property-fields',
      async () => {
        const actual = await vi.importActual<typeof import('@shared/domain/property-fields')>('@shared/domain/property-fields');
        const propertyFields = {
          ...actual.propertyFields,
          parkingSpaces: { kind: 'number', label: 'Parking spaces', audience: { investor: 'value', public: false } },
        };
        return { ...actual, propertyFields, propertyFieldNames: Object.keys(propertyFields) };
      },
      () => import('./property'),
    );
    const attributes = attributesOf(propertyEntity);
    expect(Object.keys(attributes).sort()).toEqual([...propertyFieldNames, 'parkingSpaces'].sort());
    expect(attributes.parkingSpaces?.field).toBe('parking_spaces');
  });

  it('of an area insight are its input schema’s fields, a new one included', async () => {
    const { areaInsightEntity } = await entityWith(
      '@shared/domain/area-insight',
      async () => {
        const actual = await vi.importActual<typeof import('@shared/domain/area-insight')>('@shared/domain/area-insight');
        return { ...actual, areaInsightInputSchema: z.extend(actual.areaInsightInputSchema, { schoolsNearby: z.string() }) };
      },
      () => import('./area-insight'),
    );
    const stored = Object.keys(attributesOf(areaInsightEntity));
    expect(stored.sort()).toEqual([...Object.keys(areaInsightInputSchema.shape), 'schoolsNearby', 'id', 'createdAt', 'updatedAt', 'version'].sort());
  });

  it('of a resource are its fields’ schema’s fields, a new one included', async () => {
    const { resourceEntity } = await entityWith(
      '@shared/domain/resource',
      async () => {
        const actual = await vi.importActual<typeof import('@shared/domain/resource')>('@shared/domain/resource');
        return { ...actual, resourceFieldsSchema: z.extend(actual.resourceFieldsSchema, { audience: z.string() }) };
      },
      () => import('./resource'),
    );
    const stored = Object.keys(attributesOf(resourceEntity));
    expect(stored.sort()).toEqual([...Object.keys(resourceFieldsSchema.shape), 'audience', 'id', 'updatedAt', 'version'].sort());
  });
});
