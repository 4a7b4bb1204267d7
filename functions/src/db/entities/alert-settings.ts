import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/** An investor's email choice for alerts (Daily when there is none) and when their last digest went, under their partition. */
export const alertSettingsEntity = new Entity(
  {
    model: { entity: 'alertSettings', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      frequency: { type: 'string', required: true, field: 'frequency' },
      lastDigestAt: { type: 'string', field: 'last_digest_at' },
    },
    indexes: { byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(alertSettingsEntity);
