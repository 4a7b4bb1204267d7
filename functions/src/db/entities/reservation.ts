import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/**
 * A reservation of a listing (docs/architecture.md section 14), versioned: the investor, the admins, the payments and the
 * hold-expiry job change it. Read by id; an investor's by gsi2 (beside their waiting-list places, one partition); every
 * one, newest first, by gsi1 for Admin Tools.
 */
export const reservationEntity = new Entity(
  {
    model: { entity: 'reservation', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      propertyId: keyString('propertyId'),
      investorId: keyString('investorId'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      status: keyString('status'),
      version: versionAttribute,
      ...storedAttributes([
        'heldUntil',
        'pricePence',
        'feeTerms',
        'reservationFeePence',
        'agreement',
        'payment',
        'duplicatePayments',
        'acceptedAt',
        'endedAt',
        'cancellation',
        'fromWaitingList',
      ]),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'id'] } },
      byInvestor: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['investorId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(reservationEntity);
