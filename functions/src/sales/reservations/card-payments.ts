import type Stripe from 'stripe';
import { paths, portalUrl } from '@shared/contract/paths';
import type { Reservation, ReservationPayment } from '@shared/domain/reservation';
import { transition } from '@shared/rules/reservation-status';
import type { AuditContext } from '../../db/audit';
import { StaleWriteError } from '../../db/errors';
import { getProperty } from '../../catalogue/db/properties';
import { getReservation, updateReservation } from '../db/reservations';
import type { Patch } from '../../db/versioned';
import { recordStripeEvent, stripeEventStep, wasStripeEventApplied } from '../db/stripe-events';
import { auditBy, type Caller } from '../../http/caller';
import { HttpError } from '../../http/errors';
import { logger } from '../../observability/powertools';
import { createCheckoutSession, expireCheckoutSession, openCheckoutUrl, parseStripeWebhook, StripeWebhookRefused } from '../payments/stripe';
import { siteOrigin } from '../../site-origin';
import { myReservation } from './reservations';

/**
 * The reservation fee by card (docs/architecture.md section 16): Stripe Checkout takes the payment, and the payment counts
 * only when Stripe's signed `checkout.session.completed` webhook arrives. Each event is applied once whatever the
 * number and order of its deliveries: the event's own item is created in the transaction that changes the reservation
 * (functions/src/sales/db/stripe-events.ts), and each change is written from the state the event carries.
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
  const [property, origin] = await Promise.all([getProperty(reservation.propertyId), siteOrigin()]);
  // A hold on a listing taken off the market meanwhile (stored before the listing's changes were conditioned on its
  // hold): no fee is taken for a listing that cannot be bought.
  if (!property || !property.isPublished || property.status !== 'Available')
    throw new HttpError(
      409,
      `The fee cannot be paid: this listing is ${property?.isPublished ? property.status : 'no longer listed'} and can no longer be reserved.`,
    );
  const started = pendingSession(reservation.payment);
  const open = started ? await openCheckoutUrl(started) : undefined;
  if (open) return { url: open };
  const session = await createCheckoutSession({
    reservationId: reservation.id,
    investorEmail: caller.profile.email,
    description: `Reservation fee: ${property.title}`,
    amountPence: reservation.reservationFeePence,
    successUrl: `${portalUrl(origin, paths.myReservations())}?payment=done`,
    cancelUrl: `${portalUrl(origin, paths.myReservations())}?payment=cancelled`,
    idempotencyKey: `checkout-${reservation.id}-v${reservation.version}`,
  });
  return recordSession(caller, reservation, session);
}

/** The Checkout Session of a card payment started and not yet paid (a payment stored before `sessionId` names it by `reference`). */
export const pendingSession = (payment: ReservationPayment | undefined): string | undefined =>
  payment?.method === 'card' && payment.status === 'pending' ? (payment.sessionId ?? payment.reference) : undefined;

/**
 * Records the session opened as the reservation's pending card payment: only the session recorded counts as the fee
 * when it completes (paid, below), so the page given out is always the one recorded. A start at once from the same
 * version made the same session (its idempotency key); one from another version that recorded an open session of its
 * own wins, and this one is expired unpaid.
 */
async function recordSession(caller: Caller, first: Reservation, session: { id: string; url: string }): Promise<{ url: string }> {
  let reservation = first;
  for (let attempt = 1; ; attempt++) {
    try {
      await updateReservation(
        reservation.id,
        { payment: { method: 'card', status: 'pending', amountPence: reservation.reservationFeePence, reference: session.id, sessionId: session.id } },
        reservation.version,
        { audit: auditBy(caller, 'card payment started') },
      );
      return { url: session.url };
    } catch (error) {
      if (!(error instanceof StaleWriteError) || attempt >= ATTEMPTS) throw error;
    }
    reservation = await myReservation(caller, reservation.id);
    const recorded = pendingSession(reservation.payment);
    if (recorded === session.id) return { url: session.url };
    const answer = transition(reservation, { kind: 'recordPayment' });
    const otherOpen = answer.allowed && recorded ? await openCheckoutUrl(recorded) : undefined;
    if (!answer.allowed || otherOpen) {
      await expireCheckoutSession(session.id);
      if (otherOpen) return { url: otherOpen };
      throw new HttpError(409, (answer as { reason: string }).reason);
    }
  }
}

class EventReplayed extends Error {}

/** Changes the reservation from what the event says, in one transaction with the event's item; again on a newer version. */
async function applyToReservation(
  event: Stripe.Event,
  reservationId: string,
  change: (reservation: Reservation) => { patch: Pick<Patch<Reservation>, 'payment' | 'duplicatePayments'>; action: string } | undefined,
): Promise<'applied' | 'replay' | 'ignored'> {
  const applied = { eventId: event.id, type: event.type, reservationId };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const reservation = await getReservation(reservationId);
    const next = reservation && change(reservation);
    if (!reservation || !next) return (await recordStripeEvent(applied)) ? 'ignored' : 'replay';
    try {
      await updateReservation(reservationId, next.patch, reservation.version, {
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

const PAID_TWICE = 'Paid by card after the fee was paid already';
const NOT_OUR_SESSION = 'Paid through a checkout the portal did not open for this fee';

/** The fee and the payments received besides it: the ones a Stripe event may name. */
const paymentsOf = (reservation: Reservation): ReservationPayment[] => [
  ...(reservation.payment ? [reservation.payment] : []),
  ...(reservation.duplicatePayments ?? []),
];

/**
 * A completed checkout. Only the session the portal opened for this fee and recorded as pending (startCheckout) pays
 * it: paid, or owed back when the hold had ended or the amount is not the fee's. Any other completed payment (the fee
 * paid by bank transfer meanwhile, or a session the portal did not open) is kept as a duplicate owed back, which the
 * admin sees; none is ever dropped. One already recorded (its payment intent, or its session paid) changes nothing.
 */
function paid(event: Stripe.Event, session: Stripe.Checkout.Session) {
  return (reservation: Reservation) => {
    if (session.payment_status !== 'paid' || !session.amount_total) return undefined;
    const intent = paymentIntentOf(session.payment_intent) ?? session.id;
    if (paymentsOf(reservation).some((p) => p.reference === intent || (p.status !== 'pending' && p.sessionId === session.id))) return undefined;
    const received = {
      method: 'card' as const,
      amountPence: session.amount_total,
      reference: intent,
      sessionId: session.id,
      paidAt: new Date(event.created * 1000).toISOString(),
    };
    if (pendingSession(reservation.payment) !== session.id) {
      const refundReason = reservation.payment && reservation.payment.status !== 'pending' ? PAID_TWICE : NOT_OUR_SESSION;
      const duplicate: ReservationPayment = { ...received, status: 'refundDue', refundReason };
      return { patch: { duplicatePayments: [...(reservation.duplicatePayments ?? []), duplicate] }, action: 'duplicate card payment received, refund due' };
    }
    const late = reservation.status !== 'held';
    const wrongAmount = session.amount_total !== reservation.reservationFeePence;
    const payment: ReservationPayment = {
      ...received,
      status: late || wrongAmount ? 'refundDue' : 'paid',
      ...(late ? { refundReason: 'Paid after the hold had ended' } : wrongAmount ? { refundReason: 'Paid an amount other than the reservation fee' } : {}),
    };
    return { patch: { payment }, action: late || wrongAmount ? 'card payment received, refund due' : 'reservation fee paid by card' };
  };
}

/**
 * A refunded charge: only the payment whose payment intent it names is marked refunded, whichever came first, this or
 * the payment (a card checkout still pending is the fee's own, its payment intent not yet known). A refund of a
 * payment not recorded yet is kept as a duplicate refunded, so its completion, arriving after, changes nothing; a
 * bank payment is never touched.
 */
function refunded(event: Stripe.Event, charge: Stripe.Charge) {
  return (reservation: Reservation) => {
    if (!charge.refunded) return undefined;
    const intent = paymentIntentOf(charge.payment_intent) ?? charge.id;
    const refundedAt = new Date(event.created * 1000).toISOString();
    const duplicates = reservation.duplicatePayments ?? [];
    const index = duplicates.findIndex((p) => p.reference === intent);
    if (index >= 0) {
      if (duplicates[index]!.status === 'refunded') return undefined;
      const marked = duplicates.map((p, i): ReservationPayment => (i === index ? { ...p, status: 'refunded', refundedAt } : p));
      return { patch: { duplicatePayments: marked }, action: 'duplicate card payment refunded' };
    }
    const current = reservation.payment;
    if (current?.method === 'card' && (current.reference === intent || current.status === 'pending')) {
      if (current.status === 'refunded') return undefined;
      const payment: ReservationPayment = { ...current, reference: intent, status: 'refunded', refundedAt };
      return { patch: { payment }, action: 'reservation fee refunded by card' };
    }
    const unknown: ReservationPayment = {
      method: 'card',
      amountPence: charge.amount,
      reference: intent,
      status: 'refunded',
      refundedAt,
      refundReason: NOT_OUR_SESSION,
    };
    return { patch: { duplicatePayments: [...duplicates, unknown] }, action: 'duplicate card payment refunded' };
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
  // The portal puts the reservation's id in both (createCheckoutSession): an event whose two disagree is not one of its own.
  const named = [object.client_reference_id, object.metadata?.reservationId].filter((id): id is string => typeof id === 'string' && id !== '');
  const reservationId = new Set(named).size === 1 ? named[0] : undefined;
  let outcome: 'applied' | 'replay' | 'ignored';
  if (event.type === 'checkout.session.completed' && reservationId) outcome = await applyToReservation(event, reservationId, paid(event, event.data.object));
  else if (event.type === 'charge.refunded' && reservationId) outcome = await applyToReservation(event, reservationId, refunded(event, event.data.object));
  else outcome = (await recordStripeEvent({ eventId: event.id, type: event.type })) ? 'ignored' : 'replay';
  logger.info('Stripe event', { eventId: event.id, type: event.type, reservationId, outcome });
  return outcome;
}
