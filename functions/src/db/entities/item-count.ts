import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * How many items of one kind a member keeps (`kind`: 'savedSearch', 'dealScenario'), under the member's partition so
 * the erasure removes it with them. Changed only in the transaction that creates or deletes such an item, on
 * condition it stays within the kind's limit; written once from a Query of the member's items when it is missing.
 */
export const itemCountEntity = new Entity(
  {
    model: { entity: 'itemCount', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      kind: keyString('kind'),
      count: { type: 'number', required: true, field: 'count' },
    },
    indexes: { byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['kind'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(itemCountEntity);
