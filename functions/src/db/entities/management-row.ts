import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';

/**
 * One Property Management row (see catalogue.ts) of every property, drafts too, all rows in one partition.
 * Stored as JSON text, like the catalogue card: a few hundred bytes instead of the whole record.
 */
export const managementRowEntity = new Entity(
  {
    model: { entity: 'managementRow', version: '1', service: 'portal' },
    attributes: { propertyId: keyString('propertyId'), row: { type: 'string', required: true, field: 'row' } },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
