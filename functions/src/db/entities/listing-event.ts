import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * What happened to a listing that investors hear about (first publish, a price fall, back to Available): written in
 * the same transaction as the property write, then fanned out by the fanOutListingEvent job. Ids sort by time.
 */
export const listingEventEntity = new Entity(
  {
    model: { entity: 'listingEvent', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      id: keyString('id'),
      kind: { type: 'string', required: true, field: 'kind' },
      price: { type: 'number', required: true, field: 'price' },
      previousPrice: { type: 'any', field: 'previous_price' },
      actorId: { type: 'string', required: true, field: 'actor_id' },
      at: { type: 'string', required: true, field: 'at' },
    },
    indexes: { byProperty: { pk: { field: 'pk', composite: ['propertyId'] }, sk: { field: 'sk', composite: ['id'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(listingEventEntity);
