import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * How many investors one listing event alerted (set, not added, by the fan-out: a rerun writes the same number) and
 * how many of them opened it (added once per alert, in the transaction that first marks it read). All in one partition,
 * so property management reads every listing's figures with one Query.
 */
export const alertStatEntity = new Entity(
  {
    model: { entity: 'alertStat', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      eventId: keyString('eventId'),
      alerted: { type: 'number', field: 'alerted' },
      opened: { type: 'number', field: 'opened' },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId', 'eventId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(alertStatEntity);
