import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * An alert waiting for its email (Daily or Instant investors), one partition for all, so the digest job finds them with one
 * Query. Written before the alert itself and deleted once the email went; the job skips entries whose alert was already
 * emailed, so a repeated fan-out never sends it twice.
 */
export const digestEntryEntity = new Entity(
  {
    model: { entity: 'digestEntry', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      eventId: keyString('eventId'),
      frequency: { type: 'string', required: true, field: 'frequency' },
      /** The correlation id of the request whose change made the alert, logged with the email that carries it. */
      causedBy: { type: 'string', field: 'caused_by' },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['userId', 'eventId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(digestEntryEntity);
