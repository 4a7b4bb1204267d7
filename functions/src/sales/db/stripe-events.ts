import { stripeEventEntity } from '../../db/entities/stripe-event';
import { applied } from '../../db/errors';
import type { WriteEntities, WriteStep } from '../../db/service';

/**
 * Each Stripe event applied once, whatever the number and order of its deliveries. The webhook route, after
 * parseStripeWebhook has verified the signature:
 * 1. writes, in ONE transaction, stripeEventStep (a create on condition the event id is new) with the reservation's
 *    own conditional change (e.g. fee unpaid -> paid, on condition the reservation is in a state that accepts it);
 * 2. answers 200 both when the transaction applies and when it fails only because the event item exists (a
 *    replay): Stripe stops sending it; any other failure answers 5xx and Stripe sends it again later.
 * Order: the reservation's change is written from the state the event carries, not as a step from the previous one
 * (charge.refunded sets the amount refunded to the charge's amount_refunded, on condition it is larger than the one
 * recorded; a refund event implies the payment it refunds), so a late or early event cannot undo a later one.
 * Which step failed is in the transaction's cancellation reasons (errors.ts conditionalWrite gives them in order).
 */
export interface AppliedStripeEvent {
  eventId: string;
  type: string;
  reservationId?: string;
}

const item = (event: AppliedStripeEvent, appliedAt: string) => ({
  eventId: event.eventId,
  type: event.type,
  ...(event.reservationId ? { reservationId: event.reservationId } : {}),
  appliedAt,
});

/** The step of the transaction that applies an event: fails its condition when the event was applied before. */
export const stripeEventStep = (tx: WriteEntities, event: AppliedStripeEvent, appliedAt = new Date().toISOString()): WriteStep =>
  tx.stripeEvent.create(item(event, appliedAt)).commit();

/**
 * Records an event on its own (for an event whose effect needs no other write, such as one the portal ignores):
 * true the first time, false for every later delivery.
 */
export const recordStripeEvent = (event: AppliedStripeEvent, appliedAt = new Date().toISOString()): Promise<boolean> =>
  applied(stripeEventEntity.create(item(event, appliedAt)).go());

/** Whether an event was applied already (a consistent read). */
export async function wasStripeEventApplied(eventId: string): Promise<boolean> {
  const { data } = await stripeEventEntity.get({ eventId }).go({ consistent: true, attributes: ['eventId'] });
  return data !== null;
}
