import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import { resourceInputSchema, resourceSchema, type Resource, type ResourceInput } from '@shared/domain/resource';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes, versionAttribute, withNulls } from './attributes';

const inputKeys = Object.keys(resourceInputSchema.shape) as (keyof ResourceInput)[];

export const resourceEntity = new Entity(
  {
    model: { entity: 'resource', version: '1', service: 'portal' },
    attributes: { id: keyString('id'), version: versionAttribute, ...storedAttributes(inputKeys) },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toResource = (item: unknown): Resource => resourceSchema.parse(item);

export async function createResource(input: ResourceInput, options: { id?: string } = {}): Promise<Resource> {
  const record = toResource({ ...withNulls(resourceInputSchema.parse(input)), id: options.id ?? randomUUID(), version: 1 });
  await resourceEntity.create(record).go();
  return record;
}

/** Resources by display order (a small collection read whole). */
export async function listResources(): Promise<Resource[]> {
  const { data } = await resourceEntity.query.all({}).go({ pages: 'all' });
  return data.map(toResource).sort((a, b) => a.displayOrder - b.displayOrder);
}
