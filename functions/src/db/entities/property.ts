import { Entity } from '../electrodb';
import { propertyInputSchema, type PropertyInput } from '@shared/domain/property';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';

const inputKeys = Object.keys(propertyInputSchema.shape) as (keyof PropertyInput)[];

/** The full property record (admins edit it; versioned). Investors read the catalogue items instead. */
export const propertyEntity = new Entity(
  {
    model: { entity: 'property', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes([...inputKeys, 'firstPublishedAt', 'priceHistory']),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
