import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { register } from '../entity-registry';

/**
 * A deal analysis an investor saved on a listing: its inputs only (the results are recomputed). Under the
 * investor's partition, so an investor can only ever address their own and an erasure finds them by Query.
 */
export const dealScenarioEntity = new Entity(
  {
    model: { entity: 'dealScenario', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      id: keyString('id'),
      propertyId: { type: 'string', required: true, field: 'property_id' },
      name: { type: 'string', required: true, field: 'name' },
      createdAt: { type: 'string', required: true, field: 'created_at' },
      ...storedAttributes(['inputs']),
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(dealScenarioEntity);
