import { Entity } from '../electrodb';
import { propertyInputKeys } from './stored-keys';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/** The full property record (admins edit it; versioned). Investors read the catalogue items instead. */
export const propertyEntity = new Entity(
  {
    model: { entity: 'property', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes([...propertyInputKeys, 'firstPublishedAt', 'priceHistory']),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(propertyEntity);
