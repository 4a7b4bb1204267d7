import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { register } from '../entity-registry';

/**
 * A dashboard search an investor saved: under the investor's partition (they only ever address their own; an erasure
 * finds them by Query), and in one index partition, which the alert fan-out reads by Query.
 */
export const savedSearchEntity = new Entity(
  {
    model: { entity: 'savedSearch', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      id: keyString('id'),
      name: { type: 'string', required: true, field: 'name' },
      createdAt: { type: 'string', required: true, field: 'created_at' },
      ...storedAttributes(['filters']),
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['id'] } },
      all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['userId', 'id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(savedSearchEntity);
