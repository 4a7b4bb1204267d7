import type Stripe from 'stripe';
import type { Reservation, ReservationPayment } from '@shared/domain/reservation';
import { transition } from '@shared/rules/reservation-status';
import type { AuditContext } from '../db/audit';
import { StaleWriteError } from '../db/errors';
import { getProperty } from '../db/properties';
import { getReservation, updateReservation } from '../db/reservations';
import { recordStripeEvent, stripeEventStep, wasStripeEventApplied } from '../db/stripe-events';
import { auditBy, type Caller } from '../http/caller';
import { HttpError } from '../http/errors';
import { logger } from '../observability/powertools';
import { createCheckoutSession, openCheckoutUrl, parseStripeWebhook, StripeWebhookRefused } from '../payments/stripe';
import { siteOrigin } from '../site-origin';
import { myReservation } from './reservations';

/**
 * The reservation fee by card (ARCHITECTURE.md section 16): Stripe Checkout takes the payment, and the payment counts
 * only when Stripe's signed `checkout.session.completed` webhook arrives. Each event is applied once whatever the
 * number and order of its deliveries: the event's own item is created in the transaction that changes the reservation
 * (db/stripe-events.ts), and each change is written from the state the event carries.
 */

const STRIPE: AuditContext['actor'] = { id: 'stripe', email: null, name: 'Stripe' };
const ATTEMPTS = 5;

/**
 * Starts a card payment of the caller's fee: Stripe Checkout's page, which comes back to My reservations. One open
 * session at a time, so the fee cannot be paid twice: a started one still open is answered again, and starts at once
 * from the same version of the reservation share one session (its idempotency key).
 */
export async function startCheckout(caller: Caller, id: string): Promise<{ url: string }> {
  const reservation = await myReservation(caller, id);
  const answer = transition(reservation, { kind: 'recordPayment' });
  if (!answer.allowed) throw new HttpError(409, answer.reason);
  if (!caller.profile.email) throw new HttpError(409, 'Your profile has no email address for the receipt. Please contact us.');
  const started = reservation.payment?.status === 'pending' && reservation.payment.reference;
  const open = started ? await openCheckoutUrl(started) : undefined;
  if (open) return { url: open };
  const [property, origin] = await Promise.all([getProperty(reservation.propertyId), siteOrigin()]);
  const session = await createCheckoutSession({
    reservationId: reservation.id,
    investorEmail: caller.profile.email,
    description: `Reservation fee: ${property?.title ?? 'your reserved listing'}`,
    amountPence: reservation.reservationFeePence,
    successUrl: `${origin}/my-reservations?payment=done`,
    cancelUrl: `${origin}/my-reservations?payment=cancelled`,
    idempotencyKey: `checkout-${reservation.id}-v${reservation.version}`,
  });
  await updateReservation(
    reservation.id,
    { payment: { method: 'card', status: 'pending', amountPence: reservation.reservationFeePence, reference: session.id } },
    reservation.version,
    { audit: auditBy(caller, 'card payment started') },
  ).catch((error: unknown) => {
    // The page is still the investor's to pay on: the webhook records the payment whatever this write did.
    if (!(error instanceof StaleWriteError)) throw error;
  });
  return { url: session.url };
}

class EventReplayed extends Error {}

/** Changes the reservation from what the event says, in one transaction with the event's item; again on a newer version. */
async function applyToReservation(
  event: Stripe.Event,
  reservationId: string,
  change: (reservation: Reservation) => { payment: ReservationPayment; action: string } | undefined,
): Promise<'applied' | 'replay' | 'ignored'> {
  const applied = { eventId: event.id, type: event.type, reservationId };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const reservation = await getReservation(reservationId);
    const next = reservation && change(reservation);
    if (!reservation || !next) return (await recordStripeEvent(applied)) ? 'ignored' : 'replay';
    try {
      await updateReservation(reservationId, { payment: next.payment }, reservation.version, {
        audit: { actor: STRIPE, action: next.action },
        also: (tx) => [stripeEventStep(tx, applied)],
        refusal: (codes) => (codes[1] === 'ConditionalCheckFailed' ? new EventReplayed() : undefined),
      });
      return 'applied';
    } catch (error) {
      if (error instanceof EventReplayed) return 'replay';
      if (!(error instanceof StaleWriteError)) throw error;
    }
  }
  throw new HttpError(409, 'The reservation kept changing while this event was applied: send it again.');
}

const paymentIntentOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** A completed checkout: the fee paid, or owed back when the hold had ended or the amount is not the fee's. */
function paid(event: Stripe.Event, session: Stripe.Checkout.Session) {
  return (reservation: Reservation) => {
    if (session.payment_status !== 'paid' || !session.amount_total) return undefined;
    if (reservation.payment && reservation.payment.status !== 'pending') return undefined;
    const late = reservation.status !== 'held';
    const wrongAmount = session.amount_total !== reservation.reservationFeePence;
    const payment: ReservationPayment = {
      method: 'card',
      status: late || wrongAmount ? 'refundDue' : 'paid',
      amountPence: session.amount_total,
      reference: paymentIntentOf(session.payment_intent) ?? session.id,
      paidAt: new Date(event.created * 1000).toISOString(),
      ...(late ? { refundReason: 'Paid after the hold had ended' } : wrongAmount ? { refundReason: 'Paid an amount other than the reservation fee' } : {}),
    };
    return { payment, action: late || wrongAmount ? 'card payment received, refund due' : 'reservation fee paid by card' };
  };
}

/** A refunded charge: the fee marked refunded (the charge says how much), whichever came first, this or the payment. */
function refunded(event: Stripe.Event, charge: Stripe.Charge) {
  return (reservation: Reservation) => {
    const current = reservation.payment;
    if (!charge.refunded || current?.status === 'refunded') return undefined;
    const payment: ReservationPayment = {
      method: 'card',
      amountPence: current?.amountPence ?? charge.amount,
      reference: current?.reference ?? paymentIntentOf(charge.payment_intent) ?? charge.id,
      ...(current?.paidAt ? { paidAt: current.paidAt } : {}),
      ...(current?.refundReason ? { refundReason: current.refundReason } : {}),
      status: 'refunded',
      refundedAt: new Date(event.created * 1000).toISOString(),
    };
    return { payment, action: 'reservation fee refunded by card' };
  };
}

/** The webhook (POST /webhooks/stripe): a refused signature is a 400; a replay or an event the portal ignores is a 200. */
export async function applyStripeWebhook(rawBody: string, signature: string | undefined): Promise<'applied' | 'replay' | 'ignored'> {
  let event: Stripe.Event;
  try {
    event = await parseStripeWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof StripeWebhookRefused) throw new HttpError(400, `The webhook was refused: ${error.message}`);
    throw error;
  }
  if (await wasStripeEventApplied(event.id)) return 'replay';
  const object = event.data.object as { client_reference_id?: string | null; metadata?: Record<string, string> | null };
  const reservationId = object.client_reference_id ?? object.metadata?.reservationId;
  let outcome: 'applied' | 'replay' | 'ignored';
  if (event.type === 'checkout.session.completed' && reservationId) outcome = await applyToReservation(event, reservationId, paid(event, event.data.object));
  else if (event.type === 'charge.refunded' && reservationId) outcome = await applyToReservation(event, reservationId, refunded(event, event.data.object));
  else outcome = (await recordStripeEvent({ eventId: event.id, type: event.type })) ? 'ignored' : 'replay';
  logger.info('Stripe event', { eventId: event.id, type: event.type, reservationId, outcome });
  return outcome;
}
