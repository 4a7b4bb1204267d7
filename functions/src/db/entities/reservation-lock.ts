import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * The uniqueness item of a listing's open reservation (held or accepted): created on condition it does not exist, in
 * the same transaction as the reservation, so two investors reserving at once get one hold, never two. It goes when the
 * reservation lapses or is cancelled, or passes to the next on the waiting list in the same transaction. Open holds are
 * listed by gsi1, soonest deadline first: the hold-expiry job's Query, and the catalogue's 'Reserved' flags.
 */
export const reservationLockEntity = new Entity(
  {
    model: { entity: 'reservationLock', version: '1', service: 'portal' },
    attributes: {
      propertyId: keyString('propertyId'),
      reservationId: keyString('reservationId'),
      /** Whose hold it is: the listing shows 'Reserved' to everyone else. */
      investorId: keyString('investorId'),
      heldUntil: keyString('heldUntil'),
      status: keyString('status'),
    },
    indexes: {
      byProperty: { pk: { field: 'pk', composite: ['propertyId'] }, sk: { field: 'sk', composite: [] } },
      open: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['heldUntil', 'propertyId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(reservationLockEntity);
