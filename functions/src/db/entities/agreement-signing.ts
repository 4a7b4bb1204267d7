import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { ttlAttribute } from '../table';
import { register } from '../entity-registry';

/**
 * A signature of a reservation's agreement being recorded: claimed on condition no younger claim exists, before the
 * signed copy is rendered and stored (functions/src/sales/db/agreement-signing.ts). Expires through the table's TTL.
 */
export const agreementSigningEntity = new Entity(
  {
    model: { entity: 'agreementSigning', version: '1', service: 'portal' },
    attributes: {
      reservationId: keyString('reservationId'),
      claimedAt: keyString('claimedAt'),
      expiresAt: { type: 'number', field: ttlAttribute },
    },
    indexes: {
      byReservation: { pk: { field: 'pk', composite: ['reservationId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(agreementSigningEntity);
