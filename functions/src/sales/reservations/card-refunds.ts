import type { Reservation } from '@shared/domain/reservation';
import { refundCardPayment as refundThroughStripe } from '../payments/stripe';

/**
 * Refunds a reservation's card payment in full through Stripe's refund API: 'refunded' once Stripe says it succeeded,
 * 'due' while it is pending (its `charge.refunded` webhook then marks it refunded). One idempotency key per
 * reservation, so a retried refund is sent once.
 */
export async function refundCardPayment(reservation: Reservation, reason: string): Promise<'refunded' | 'due'> {
  const payment = reservation.payment;
  if (!payment?.reference) throw new Error(`Reservation ${reservation.id} has no card payment to refund`);
  const refund = await refundThroughStripe({
    paymentIntentId: payment.reference,
    amountPence: payment.amountPence,
    reason: 'requested_by_customer',
    note: reason,
    idempotencyKey: `reservation-refund-${reservation.id}`,
  });
  return refund.status === 'succeeded' ? 'refunded' : 'due';
}
