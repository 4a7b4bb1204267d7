import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { ttlAttribute } from '../table';
import { register } from '../entity-registry';

/**
 * Counters for public write routes (db/throttle.ts). Each window is its own item that DynamoDB's TTL
 * deletes afterwards (attribute `expires_at`).
 */
export const throttleEntity = new Entity(
  {
    model: { entity: 'throttle', version: '1', service: 'portal' },
    attributes: {
      bucket: { type: 'string', required: true },
      count: { type: 'number' },
      expiresAt: { type: 'number', field: ttlAttribute },
    },
    indexes: { byBucket: { pk: { field: 'pk', composite: ['bucket'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(throttleEntity);
