import { randomUUID } from 'node:crypto';
import type { Property } from '@shared/domain/property';
import type { Reservation, WaitingListEntry } from '@shared/domain/reservation';
import { buyerCheckStatus } from '@shared/rules/buyer-check-status';
import { londonDayGB } from '@shared/rules/en-gb';
import { transition, type ReservationEvent } from '@shared/rules/reservation-status';
import { isListable } from '@shared/rules/visibility';
import { addWorkingDays } from '@shared/rules/working-days';
import { endBuyerRelationship } from '../../compliance/buyer-checks/relationship';
import { clock } from '../../clock';
import type { AuditContext } from '../../db/audit';
import { getBuyerCheck, relationshipStartSteps } from '../../compliance/db/buyer-checks';
import { StaleWriteError } from '../../db/errors';
import { isActiveMember } from '../../members/db/member-writes';
import { getProperty } from '../../catalogue/db/properties';
import { dealEndOnInvestorCancel } from '../deals/end-on-cancel';
import { dealOnAcceptance } from '../deals/open-deal';
import {
  alsoAll,
  createReservation,
  getReservation,
  getReservationLock,
  handOver,
  joinWaitingList,
  leaveWaitingList,
  listInvestorReservations,
  listWaitingList,
  lockAccepted,
  releaseLock,
  setListingStatus,
  updateReservation,
  type AlsoWrite,
} from '../db/reservations';
import type { Patch } from '../../db/versioned';
import { auditBy, type Caller } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { invokeJob } from '../../lambda';
import { logger } from '../../observability/powertools';
import { listingAlerts } from './listing-alerts';
import { tellOffered, tellUnderOffer } from './notify';
import { reservationSettings } from './settings';

/**
 * What investors, admins and the hold-expiry job do to reservations (docs/architecture.md section 14). The state machine
 * (shared/src/rules/reservation-status.ts) answers first; each change is then one versioned, audited transaction with
 * whatever moves with it (the listing's lock, the next hold, the listing's status).
 */

export const RESERVATION_NOT_FOUND = 'No reservation was found.';
export const LISTING_NOT_FOUND = 'This listing was not found, or is no longer listed.';

/** The reservation flow's own writes (the hold-expiry job), when no person makes them. */
export const RESERVATION_FLOW: AuditContext['actor'] = { id: 'reservation-flow', email: null, name: 'Reservation flow' };

const refused = (reason: string) => new HttpError(409, reason);

function allowed(reservation: Reservation, event: ReservationEvent) {
  const answer = transition(reservation, event);
  if (!answer.allowed) {
    if (answer.missing) throw new HttpError(409, answer.reason, { missing: answer.missing }, 'RESERVATION_NOT_READY');
    throw refused(answer.reason);
  }
  return answer;
}

/** A listing an investor can see (published, not Withdrawn), else a 404. */
async function listedProperty(propertyId: string): Promise<Property> {
  const property = await getProperty(propertyId);
  if (!property || !isListable(property)) throw notFound(LISTING_NOT_FOUND);
  return property;
}

/** A new hold of `property` for `investorId`, starting `now`, with the price and the fees as they stand. */
function newHold(property: Property, investorId: string, now: Date, fromWaitingList: boolean): Reservation {
  const settings = reservationSettings();
  const at = now.toISOString();
  return {
    id: randomUUID(),
    propertyId: property.id,
    investorId,
    status: 'held',
    createdAt: at,
    updatedAt: at,
    version: 1,
    heldUntil: addWorkingDays(now, settings.holdWorkingDays).toISOString(),
    pricePence: Math.round(property.price * 100),
    feeTerms: settings.sourcingFee,
    reservationFeePence: settings.reservationFeePence,
    ...(fromWaitingList ? { fromWaitingList: true } : {}),
  };
}

/** Reserves a listing for the caller: the hold, or a 409 naming who holds it (the caller may join the waiting list). */
export async function reserve(caller: Caller, propertyId: string): Promise<Reservation> {
  const property = await listedProperty(propertyId);
  const now = clock();
  const hold = newHold(property, caller.userId, now, false);
  if (await createReservation(hold, auditBy(caller, 'listing reserved'))) return hold;
  const lock = await getReservationLock(propertyId);
  if (lock) {
    const open = await getReservation(lock.reservationId);
    if (open?.investorId === caller.userId) throw refused('You have reserved this listing already: see My reservations.');
    throw new HttpError(
      409,
      lock.status === 'held'
        ? `This listing is reserved by another investor until ${londonDayGB(lock.heldUntil)}. Join the waiting list to be offered it if their hold ends.`
        : 'This listing is under offer to another investor. Join the waiting list to be offered it if the sale falls through.',
      { heldUntil: lock.heldUntil, waitingList: true },
      'LISTING_RESERVED',
    );
  }
  const latest = await getProperty(propertyId);
  throw refused(
    `This listing cannot be reserved: it is ${latest?.isPublished ? (latest.status === 'Available' ? 'changing, try again' : latest.status) : 'no longer listed'}.`,
  );
}

export const SOLD_NOT_JOINABLE = 'This listing is sold: there is no waiting list to join.';

/** Joins the listing's waiting list (only while another investor holds it, and never a Sold listing's). */
export async function joinList(caller: Caller, propertyId: string): Promise<void> {
  const property = await listedProperty(propertyId);
  if (property.status === 'Sold') throw refused(SOLD_NOT_JOINABLE);
  const holder = async () => {
    const lock = await getReservationLock(propertyId);
    return lock ? ((await getReservation(lock.reservationId))?.investorId ?? null) : undefined;
  };
  // The holder is not put behind themselves (a hold passing to them at this moment skips them anyway: endHold).
  if ((await holder()) === caller.userId) throw refused('You hold this listing already.');
  const entry: WaitingListEntry = {
    kind: 'waitingListEntry',
    propertyId,
    investorId: caller.userId,
    joinedAt: clock().toISOString(),
    propertyTitle: property.title,
  };
  if (await joinWaitingList(entry)) return;
  // Sold (or taken off the market) meanwhile: the transaction's condition on the listing refused it.
  const latest = await getProperty(propertyId);
  if (!latest || !isListable(latest)) throw notFound(LISTING_NOT_FOUND);
  if (latest.status === 'Sold') throw refused(SOLD_NOT_JOINABLE);
  const now = await holder();
  if (now === undefined) throw refused('This listing is not reserved: you can reserve it now.');
  if (now === caller.userId) throw refused('You hold this listing already.');
  throw refused('You are on this listing’s waiting list already.');
}

export async function leaveList(caller: Caller, propertyId: string): Promise<void> {
  if (!(await leaveWaitingList(propertyId, caller.userId))) throw notFound('You are not on this listing’s waiting list.');
}

/** The caller's own reservation; another investor's is a 404, never a 403 (its existence is not theirs to know). */
export async function myReservation(caller: Caller, id: string): Promise<Reservation> {
  const reservation = await getReservation(id);
  if (!reservation || reservation.investorId !== caller.userId) throw notFound(RESERVATION_NOT_FOUND);
  return reservation;
}

export async function existingReservation(id: string): Promise<Reservation> {
  const reservation = await getReservation(id);
  if (!reservation) throw notFound(RESERVATION_NOT_FOUND);
  return reservation;
}

const staleUnless = (reservation: Reservation, expectedVersion: number) => {
  if (reservation.version !== expectedVersion) throw new StaleWriteError('reservation');
};

/**
 * Ends the reservation's hold of the listing (lapsed or cancelled) with `patch`, in one transaction: the lock passes to
 * the first on the waiting list with a hold of their own, or is released; an accepted reservation's listing is
 * Available again. Then the buyer relationship ends (unless the investor holds another listing) and the next is told.
 */
async function endHold(reservation: Reservation, patch: Patch<Reservation>, audit: AuditContext, now: Date, dealEnd?: AlsoWrite): Promise<Reservation> {
  const [waiting, property] = await Promise.all([listWaitingList(reservation.propertyId), getProperty(reservation.propertyId)]);
  const first = await nextInLine(waiting.filter((entry) => entry.investorId !== reservation.investorId));
  const offered = property && isListable(property) ? property : undefined;
  const nextHold = first && offered ? newHold(offered, first.investorId, now, true) : undefined;
  const flow: AuditContext = { actor: audit.actor, action: 'listing offered from the waiting list' };
  const backToAvailable = reservation.status === 'accepted' && property?.status === 'Under Offer';
  const listing = backToAvailable ? [setListingStatus(property, 'Available', audit)] : [];
  // Passed to the next in line, the listing is theirs to take first, and nobody else is told.
  const alerts = backToAvailable && !nextHold ? listingAlerts(property, audit) : undefined;
  const ended = await updateReservation(reservation.id, patch, reservation.version, {
    audit,
    also: alsoAll(nextHold ? handOver(nextHold, flow) : releaseLock, ...listing, ...(alerts ? [alerts.also] : []), ...(dealEnd ? [dealEnd] : [])),
  });
  await endRelationshipUnlessHolding(reservation.investorId, now);
  if (nextHold && offered) await tellOffered(nextHold, offered);
  await alerts?.announce();
  return ended;
}

/**
 * The first on the waiting list who may still act: one whose access was revoked or whose erasure started is passed
 * over (their place stays until they leave or are erased). The hand-over holds only while that is still so (handOver).
 */
async function nextInLine(waiting: readonly WaitingListEntry[]): Promise<WaitingListEntry | undefined> {
  for (const entry of waiting) if (await isActiveMember(entry.investorId)) return entry;
  return undefined;
}

/** The buyer relationship ends with the investor's last open reservation (MLR 2017 reg. 40: the five-year clock starts). */
async function endRelationshipUnlessHolding(investorId: string, now: Date): Promise<void> {
  const open = (await listInvestorReservations(investorId)).filter((r) => r.status === 'held' || r.status === 'accepted');
  if (open.length === 0) await endBuyerRelationship(investorId, now);
}

const CANCELLED_IN_PERIOD = 'Cancelled within the 14-day cancellation period';

/**
 * The investor cancels inside the cancellation period (CCR 2013 regs. 29-30): a paid fee is due back in full, and a card
 * payment is refunded through Stripe at once (reg. 34: by the same means of payment). A bank refund is the admin's to send.
 */
export async function cancelMine(caller: Caller, id: string, expectedVersion: number): Promise<Reservation> {
  const reservation = await myReservation(caller, id);
  staleUnless(reservation, expectedVersion);
  const now = clock();
  const answer = allowed(reservation, { kind: 'cancelByInvestor', now });
  const at = now.toISOString();
  const payment =
    answer.refundDue && reservation.payment ? { ...reservation.payment, status: 'refundDue' as const, refundReason: CANCELLED_IN_PERIOD } : undefined;
  const audit = auditBy(caller, 'reservation cancelled by the investor');
  // An accepted reservation's open deal ends with it, in the same transaction: a deal never stays open on a cancelled one.
  const dealEnd = reservation.status === 'accepted' ? await dealEndOnInvestorCancel(id, CANCELLED_IN_PERIOD, audit, at) : undefined;
  const cancelled = await endHold(
    reservation,
    { status: answer.status, endedAt: at, cancellation: { by: 'investor', at }, ...(payment ? { payment } : {}) },
    audit,
    now,
    dealEnd,
  );
  if (cancelled.payment?.method === 'card' && cancelled.payment.status === 'refundDue') await queueCardRefund(id, CANCELLED_IN_PERIOD);
  return cancelled;
}

/** An admin cancels with a reason; a refund, if any, is the admin's own step. */
export const ACCEPTED_ENDS_BY_FALL_THROUGH =
  'This reservation was accepted and has its deal: record a fall-through on the deal’s page (Admin Tools, Deals) to end both.';

export async function cancelByAdmin(
  caller: Caller,
  id: string,
  { expectedVersion, reason }: { expectedVersion: number; reason: string },
): Promise<Reservation> {
  const reservation = await existingReservation(id);
  staleUnless(reservation, expectedVersion);
  // An accepted reservation has its deal: only the deal's fall-through ends both, with the listing and the fee decided
  // (cancelOnFallThrough). Cancelled here, the deal would stay open, or completed, on a listing put back on the market.
  if (reservation.status === 'accepted') throw new HttpError(409, ACCEPTED_ENDS_BY_FALL_THROUGH);
  const now = clock();
  const answer = allowed(reservation, { kind: 'cancelByAdmin', reason });
  const at = now.toISOString();
  return endHold(reservation, { status: answer.status, endedAt: at, cancellation: { by: 'admin', at, reason } }, auditBy(caller, 'reservation cancelled'), now);
}

/**
 * An admin ends an accepted reservation's deal as a fall-through (functions/src/sales/deals/deals.ts, which passes the deal's
 * end in): the reservation is cancelled with `reason` and the deal ended in the same transaction, the listing is
 * Available again and offered to the first on its waiting list, or, with nobody waiting, announced back on the market to
 * the investors whose searches match. A paid fee the admin decided to refund is marked due, and a card payment is
 * refunded through Stripe as on the investor's own cancellation.
 */
export async function cancelOnFallThrough(
  reservation: Reservation,
  { reason, refundFee }: { reason: string; refundFee: boolean },
  audit: AuditContext,
  now: Date,
  dealEnd: AlsoWrite,
): Promise<Reservation> {
  const answer = allowed(reservation, { kind: 'cancelByAdmin', reason });
  const at = now.toISOString();
  const paid = reservation.payment?.status === 'paid' ? reservation.payment : undefined;
  const payment = refundFee && paid ? { ...paid, status: 'refundDue' as const, refundReason: reason } : undefined;
  const cancelled = await endHold(
    reservation,
    { status: answer.status, endedAt: at, cancellation: { by: 'admin', at, reason }, ...(payment ? { payment } : {}) },
    audit,
    now,
    dealEnd,
  );
  if (payment?.method === 'card') await queueCardRefund(reservation.id, reason);
  return cancelled;
}

/** An admin records the bank transfer of the reservation fee. */
export async function recordBankPayment(
  caller: Caller,
  id: string,
  { expectedVersion, reference, receivedAt }: { expectedVersion: number; reference: string; receivedAt: string },
): Promise<Reservation> {
  const reservation = await existingReservation(id);
  staleUnless(reservation, expectedVersion);
  allowed(reservation, { kind: 'recordPayment' });
  const checkout =
    reservation.payment?.method === 'card' && reservation.payment.status === 'pending'
      ? (reservation.payment.sessionId ?? reservation.payment.reference)
      : undefined;
  const recorded = await updateReservation(
    id,
    { payment: { method: 'bank', status: 'paid', amountPence: reservation.reservationFeePence, reference, paidAt: new Date(receivedAt).toISOString() } },
    expectedVersion,
    { audit: auditBy(caller, 'bank payment recorded') },
  );
  // The card checkout the investor left open can no longer be paid: expired by the Stripe job (a card payment that
  // completes first is recorded by its webhook as a duplicate owed back, shown to admins).
  if (checkout)
    await invokeJob('refundCardPayment', { reservationId: id, expireSession: checkout }).catch((error: unknown) =>
      logger.error('card checkout expiry not queued', { reservationId: id, error: error as Error }),
    );
  return recorded;
}

/**
 * An admin refunds the fee with a reason: a bank refund is recorded as sent; a card refund goes through Stripe
 * (card-refunds.ts), recorded as due while Stripe has it pending.
 */
export async function refund(caller: Caller, id: string, { expectedVersion, reason }: { expectedVersion: number; reason: string }): Promise<Reservation> {
  const reservation = await existingReservation(id);
  staleUnless(reservation, expectedVersion);
  allowed(reservation, { kind: 'refund' });
  if (reservation.payment!.method === 'bank') return recordRefund(id, 'refunded', reason, auditBy(caller, 'reservation fee refunded'));
  const due = await recordRefund(id, 'due', reason, auditBy(caller, 'reservation fee refund due'));
  await queueCardRefund(id, reason);
  return due;
}

/** Who records a card refund that Stripe confirmed (the refund job). */
export const STRIPE_REFUND: AuditContext['actor'] = { id: 'stripe', email: null, name: 'Stripe' };

/** Sends a card refund marked due through Stripe, in the refund job (functions/src/sales/reservations/refund-card-payment.ts). */
async function queueCardRefund(reservationId: string, reason: string): Promise<void> {
  await invokeJob('refundCardPayment', { reservationId, reason }).catch((error: unknown) =>
    // The refund stays due on the admin's Reservations screen, whose Refund sends it again.
    logger.error('card refund not queued', { reservationId, error: error as Error }),
  );
}

/**
 * Records a refund sent (or still due) with its reason, on the latest version: Stripe's `charge.refunded` webhook may
 * have marked it refunded meanwhile (the refund's own event), which this keeps.
 */
export async function recordRefund(id: string, outcome: 'refunded' | 'due', reason: string, audit: AuditContext): Promise<Reservation> {
  for (let attempt = 1; ; attempt++) {
    const current = await existingReservation(id);
    const payment = current.payment!;
    const refunded = outcome === 'refunded' || payment.status === 'refunded';
    try {
      return await updateReservation(
        id,
        {
          payment: {
            ...payment,
            status: refunded ? 'refunded' : 'refundDue',
            refundReason: reason,
            ...(refunded ? { refundedAt: payment.refundedAt ?? clock().toISOString() } : {}),
          },
        },
        current.version,
        { audit },
      );
    } catch (error) {
      if (!(error instanceof StaleWriteError) || attempt >= 5) throw error;
    }
  }
}

/**
 * An admin accepts: only with the buyer checks cleared, the agreement signed and the fee paid (a 409 naming what is
 * missing). The listing goes Under Offer in the same transaction, and the waiting list is told.
 */
export async function accept(caller: Caller, id: string, expectedVersion: number): Promise<Reservation> {
  const reservation = await existingReservation(id);
  staleUnless(reservation, expectedVersion);
  const now = clock();
  const check = await getBuyerCheck(reservation.investorId);
  allowed(reservation, { kind: 'accept', buyerChecksCleared: buyerCheckStatus(check, now) === 'cleared' });
  const property = await getProperty(reservation.propertyId);
  if (!property || !property.isPublished || property.status !== 'Available')
    throw refused(`The listing is ${property?.status ?? 'gone'}: only an Available listing can go Under Offer.`);
  const audit = auditBy(caller, 'reservation accepted');
  const accepted = await updateReservation(id, { status: 'accepted', acceptedAt: now.toISOString() }, expectedVersion, {
    audit,
    // The checks read as cleared must still be that version; the buyer relationship is live again.
    also: alsoAll(
      setListingStatus(property, 'Under Offer', audit),
      lockAccepted,
      (tx) => relationshipStartSteps(tx, check!, audit, now.toISOString()),
      // The deal opens in the acceptance's own transaction, with its default stage targets.
      await dealOnAcceptance(reservation.investorId, audit, property),
    ),
  });
  const waiting = await listWaitingList(reservation.propertyId);
  await tellUnderOffer(
    accepted,
    property,
    waiting.map((entry) => entry.investorId),
  );
  return accepted;
}

/**
 * Lapses every hold past its deadline with the fee unpaid, and offers each listing to the next on its waiting list (one
 * Query of the open locks, never a Scan). Safe twice at once: each lapse is conditional on the version read, so one run
 * writes it and the other finds it changed and moves on.
 */
export async function lapseExpiredHolds(
  locks: readonly { reservationId: string; heldUntil: string; status: string }[],
): Promise<{ lapsed: number; skipped: number }> {
  const now = clock();
  let lapsed = 0;
  let skipped = 0;
  for (const lock of locks) {
    if (lock.status !== 'held' || lock.heldUntil > now.toISOString()) continue;
    const reservation = await getReservation(lock.reservationId);
    if (!reservation || !transition(reservation, { kind: 'lapse', now }).allowed) {
      skipped++;
      continue;
    }
    try {
      await endHold(reservation, { status: 'lapsed', endedAt: now.toISOString() }, { actor: RESERVATION_FLOW, action: 'hold lapsed' }, now);
      lapsed++;
    } catch (error) {
      if (!(error instanceof StaleWriteError)) throw error;
      skipped++;
    }
  }
  return { lapsed, skipped };
}

const ERASED_HOLD = 'The investor’s account was erased';

/**
 * An erasure cancels the member's open holds, so no listing stays reserved for nobody: each passes to the next on its
 * waiting list as on any cancellation. The reservations themselves are kept, as contract and VAT records (UK GDPR
 * Art. 17(3)(b) and (e)); an accepted one stays under offer. Safe to run again (a retried erasure): a hold ended
 * meanwhile is skipped.
 */
export async function cancelHoldsOnErasure(investorId: string): Promise<number> {
  // Only the erasure asks, but a member who may still act keeps their holds whoever asks.
  if (await isActiveMember(investorId)) return 0;
  let cancelled = 0;
  for (const { id } of await listInvestorReservations(investorId)) {
    for (let attempt = 1; ; attempt++) {
      const reservation = await getReservation(id);
      if (reservation?.status !== 'held') break;
      const now = clock();
      const at = now.toISOString();
      try {
        const patch = { status: 'cancelled' as const, endedAt: at, cancellation: { by: 'erasure' as const, at, reason: ERASED_HOLD } };
        await endHold(reservation, patch, { actor: RESERVATION_FLOW, action: 'hold cancelled on erasure' }, now);
        cancelled++;
        break;
      } catch (error) {
        // The investor or an admin changed it meanwhile (a payment, a signature): read it again.
        if (!(error instanceof StaleWriteError) || attempt >= 5) throw error;
      }
    }
  }
  return cancelled;
}
