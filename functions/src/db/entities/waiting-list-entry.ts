import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { register } from '../entity-registry';

/**
 * An investor's place in a listing's waiting list: in the listing's partition keyed by the investor, created on
 * condition it does not exist (an investor joins once); the list is ordered by `joinedAt`. An investor's places are
 * in gsi2 beside their reservations.
 */
export const waitingListEntryEntity = new Entity(
  {
    model: { entity: 'waitingListEntry', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      investorId: keyString('investorId'),
      joinedAt: keyString('joinedAt'),
      /** The listing's title when they joined, for their list of waiting lists. */
      ...storedAttributes(['propertyTitle']),
    },
    indexes: {
      byProperty: { pk: { field: 'pk', composite: ['propertyId'] }, sk: { field: 'sk', composite: ['investorId'] } },
      byInvestor: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['investorId'] }, sk: { field: 'gsi2sk', composite: ['joinedAt', 'propertyId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(waitingListEntryEntity);
