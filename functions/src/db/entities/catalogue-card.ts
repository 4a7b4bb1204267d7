import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * The investor catalogue's card of one listable property (see catalogue.ts), all cards in one partition.
 * The card is stored as JSON text: one string attribute reads and unmarshals several times faster than a map.
 * `position` (shared/src/rules/sort.ts) puts the cards in catalogue order on gsi1, so the list is read a page at a
 * time from the top.
 */
export const catalogueCardEntity = new Entity(
  {
    model: { entity: 'catalogueCard', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      card: { type: 'string', required: true, field: 'card' },
      position: { type: 'string', required: true, field: 'position' },
    },
    indexes: {
      all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } },
      inOrder: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['position'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(catalogueCardEntity);
