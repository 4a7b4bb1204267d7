import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { register } from '../entity-registry';

/**
 * How many approved admins the portal has, not counting one whose erasure is under way: one item, changed in the
 * same transaction as every profile write or erasure that adds or removes an approved admin, and only while at
 * least one would remain (`approved-admins.ts`).
 */
export const approvedAdminCountEntity = new Entity(
  {
    model: { entity: 'approvedAdminCount', version: '1', service: 'portal' },
    attributes: { count: { type: 'number', required: true, field: 'count' } },
    indexes: { only: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(approvedAdminCountEntity);
