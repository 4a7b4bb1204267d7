import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/** A user's request for a property's details: under the user's partition like favourites, plus an admin list newest first. */
export const propertyRequestEntity = new Entity(
  {
    model: { entity: 'propertyRequest', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      userId: keyString('userId'),
      propertyId: keyString('propertyId'),
      createdAt: keyString('createdAt'),
      status: { type: 'string', required: true, field: 'status' },
    },
    indexes: {
      byUser: { collection: 'userItems', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['propertyId'] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byProperty: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['propertyId'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(propertyRequestEntity);
