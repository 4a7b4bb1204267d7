import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * A user's favourite, under the user's partition (so a user can only ever address their own; the
 * `userItems` collection also holds their detail requests), with a by-property index for clean-up
 * when a property is deleted.
 */
export const favouriteEntity = new Entity(
  {
    model: { entity: 'favourite', version: '1', service: 'portal' },
    attributes: { userId: keyString('userId'), propertyId: keyString('propertyId'), createdAt: keyString('createdAt') },
    indexes: {
      byUser: { collection: 'userItems', pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['propertyId'] } },
      byProperty: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['propertyId'] }, sk: { field: 'gsi2sk', composite: ['userId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(favouriteEntity);
