import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { register } from '../entity-registry';

/**
 * One investor's alert about one listing event, under the investor's partition and keyed by the event id: created on
 * condition it does not exist, so a fan-out run twice leaves one alert. Event ids sort by time, so the inbox is a Query.
 */
export const alertEntity = new Entity(
  {
    model: { entity: 'alert', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      eventId: keyString('eventId'),
      propertyId: keyString('propertyId'),
      createdAt: keyString('createdAt'),
      ...storedAttributes(['kind', 'title', 'photo', 'price', 'previousPrice', 'yield', 'match', 'readAt', 'emailedAt']),
    },
    indexes: {
      byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['eventId'] } },
      // Who a listing alerted, for its admin.
      byProperty: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['propertyId'] }, sk: { field: 'gsi1sk', composite: ['eventId', 'userId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(alertEntity);
