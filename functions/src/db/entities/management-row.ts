import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * One Property Management row (see catalogue.ts) of every property, drafts too, all rows in one partition.
 * Stored as JSON text, like the catalogue card: a few hundred bytes instead of the whole record.
 * The property's `createdAt` puts the rows newest first on gsi1 (read in descending order), so the table's
 * first page is the first page read.
 */
export const managementRowEntity = new Entity(
  {
    model: { entity: 'managementRow', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      row: { type: 'string', required: true, field: 'row' },
      createdAt: { type: 'string', required: true, field: 'created_at' },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'propertyId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(managementRowEntity);
