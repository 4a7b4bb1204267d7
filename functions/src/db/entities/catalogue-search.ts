import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/** The investor catalogue's search text of one listable property, kept apart from the cards so the list never pays for it. */
export const catalogueSearchEntity = new Entity(
  {
    model: { entity: 'catalogueSearch', version: '1', service: 'portal' },
    attributes: { propertyId: keyString('propertyId'), text: { type: 'string', required: true, field: 'text' } },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['propertyId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(catalogueSearchEntity);
