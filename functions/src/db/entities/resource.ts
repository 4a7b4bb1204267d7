import { Entity } from '../electrodb';
import { resourceFieldsSchema } from '@shared/domain/resource';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/** The fields' schema's fields (shared/src/domain/resource.ts), and when it was last changed. */
const storedKeys = [...(Object.keys(resourceFieldsSchema.shape) as (keyof typeof resourceFieldsSchema.shape)[]), 'updatedAt' as const];

export const resourceEntity = new Entity(
  {
    model: { entity: 'resource', version: '1', service: 'portal' },
    attributes: { id: keyString('id'), version: versionAttribute, ...storedAttributes(storedKeys) },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(resourceEntity);
