import * as z from '@shared/core/zod';
import { getReservation } from '../db/reservations';
import { logger } from '../../observability/powertools';
import { jobHandler } from '../../observability/job-handler';
import { expireCheckoutSession } from '../payments/stripe';
import { refundCardPayment } from './card-refunds';
import { recordRefund, STRIPE_REFUND } from './reservations';

const eventSchema = z.union([
  z.object({ reservationId: z.string().check(z.minLength(1)), reason: z.string().check(z.minLength(1)) }),
  z.object({ reservationId: z.string().check(z.minLength(1)), expireSession: z.string().check(z.minLength(1)) }),
]);

/**
 * The Stripe work the admin's reservation actions queue, so that only this job and the webhook carry the Stripe library:
 * a card checkout expired once the fee was paid by bank transfer, and the refund of a card payment marked due (an admin's refund, an investor's cancellation inside 14 days): sent through
 * Stripe, then recorded refunded (Stripe's `charge.refunded` webhook may record it first). Lambda retries a failure;
 * Stripe applies the same refund once (one idempotency key per reservation).
 */
export const handler = jobHandler(async (event: unknown) => {
  const parsed = eventSchema.parse(event);
  const { reservationId } = parsed;
  if ('expireSession' in parsed) {
    // The fee recorded as paid another way (a bank transfer): the card checkout left open can no longer be paid. One
    // that completed first is recorded by its webhook as a duplicate owed back (card-payments.ts).
    const expired = await expireCheckoutSession(parsed.expireSession);
    logger.info('card checkout expired', { reservationId, sessionId: parsed.expireSession, expired });
    return { expired };
  }
  const { reason } = parsed;
  const reservation = await getReservation(reservationId);
  if (reservation?.payment?.method !== 'card' || reservation.payment.status !== 'refundDue') {
    logger.info('no card refund due', { reservationId, payment: reservation?.payment?.status });
    return { refunded: false };
  }
  const outcome = await refundCardPayment(reservation, reason);
  if (outcome === 'refunded') await recordRefund(reservationId, outcome, reason, { actor: STRIPE_REFUND, action: 'reservation fee refunded by card' });
  return { refunded: outcome === 'refunded' };
});
