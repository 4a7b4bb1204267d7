import * as z from '@shared/core/zod';
import { getReservation } from '../db/reservations';
import { logger } from '../observability/powertools';
import { jobHandler } from '../observability/job-handler';
import { refundCardPayment } from './card-refunds';
import { recordRefund, STRIPE_REFUND } from './reservations';

const eventSchema = z.object({ reservationId: z.string().check(z.minLength(1)), reason: z.string().check(z.minLength(1)) });

/**
 * The refund of a card payment marked due (an admin's refund, an investor's cancellation inside 14 days): sent through
 * Stripe, then recorded refunded (Stripe's `charge.refunded` webhook may record it first). Lambda retries a failure;
 * Stripe applies the same refund once (one idempotency key per reservation).
 */
export const handler = jobHandler(async (event: unknown) => {
  const { reservationId, reason } = eventSchema.parse(event);
  const reservation = await getReservation(reservationId);
  if (reservation?.payment?.method !== 'card' || reservation.payment.status !== 'refundDue') {
    logger.info('no card refund due', { reservationId, payment: reservation?.payment?.status });
    return { refunded: false };
  }
  const outcome = await refundCardPayment(reservation, reason);
  if (outcome === 'refunded') await recordRefund(reservationId, outcome, reason, { actor: STRIPE_REFUND, action: 'reservation fee refunded by card' });
  return { refunded: outcome === 'refunded' };
});
