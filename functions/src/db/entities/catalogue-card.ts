import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';

/**
 * The investor catalogue's card of one listable property (see catalogue.ts), all cards in one partition.
 * The card is stored as JSON text: one string attribute reads and unmarshals several times faster than a map.
 */
export const catalogueCardEntity = new Entity(
  {
    model: { entity: 'catalogueCard', version: '1', service: 'portal' },
    attributes: { propertyId: keyString('propertyId'), card: { type: 'string', required: true, field: 'card' } },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
