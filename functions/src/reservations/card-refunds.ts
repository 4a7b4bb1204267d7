import type { Reservation } from '@shared/domain/reservation';

/**
 * Where a card payment's refund is sent through Stripe's refund API. The payments module
 * (functions/src/payments/stripe.ts, `refundCardPayment`) is not part of this branch yet: until it is wired here, a
 * card refund is recorded as due ('refundDue') for the admin to send from Stripe's dashboard, and the answer says so.
 */
export function refundCardPayment(_reservation: Reservation, _reason: string): Promise<'refunded' | 'due'> {
  return Promise.resolve('due');
}
