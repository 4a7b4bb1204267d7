import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * A Stripe event the portal has applied, by Stripe's event id: created on condition it does not exist, in the same
 * transaction as the change the event makes (stripe-events.ts). Stripe delivers an event at least once, retries for
 * days and in no set order; a second delivery of an applied event finds its item and changes nothing.
 */
export const stripeEventEntity = new Entity(
  {
    model: { entity: 'stripeEvent', version: '1', service: 'portal' },
    attributes: {
      eventId: keyString('eventId'),
      /** e.g. 'checkout.session.completed', 'charge.refunded'. */
      type: { type: 'string', required: true, field: 'type' },
      /** The reservation the event was applied to (from the session's metadata). */
      reservationId: { type: 'string', field: 'reservation_id' },
      appliedAt: { type: 'string', required: true, field: 'applied_at' },
    },
    indexes: { byEventId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(stripeEventEntity);
