import type { ListingEvent } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import type { Reservation, WaitingListEntry } from '@shared/domain/reservation';
import { auditStep, type AuditContext } from '../../db/audit';
import { reservationEntity } from '../../db/entities/reservation';
import { waitingListEntryEntity } from '../../db/entities/waiting-list-entry';
import '../../db/entities/reservation-lock'; // named in this module's transactions (entity-registry.ts)
import { applied } from '../../db/errors';
import { listingEventStep, withAlertFields } from '../../alerts/db/listing-events';
import { activeMemberChecks, writeAsMember } from '../../members/db/member-writes';
export { getReservationLock, listReservationLocks, type ReservationLock } from './reservation-locks';
import { viewWrites } from '../../catalogue/db/properties';
import type { WriteEntities, WriteStep } from '../../db/service';
import { updateVersioned, type Patch } from '../../db/versioned';

/**
 * Reservations, their per-listing lock and the waiting lists (docs/architecture.md section 14). One open reservation
 * per listing: the lock item is created on condition it does not exist in the reservation's own transaction, never
 * read first. Every change of a reservation goes through `updateReservation` (`updateVersioned`: a stale version is
 * a 409, the audit event in the same transaction), with whatever else must change with it in the same transaction.
 */

const optionalFields = ['agreement', 'payment', 'duplicatePayments', 'acceptedAt', 'endedAt', 'cancellation', 'fromWaitingList'] as const;

const fromItem = (item: Record<string, unknown>): Reservation => {
  const present = Object.fromEntries(optionalFields.filter((key) => item[key] !== undefined && item[key] !== null).map((key) => [key, item[key]]));
  return {
    id: String(item.id),
    propertyId: String(item.propertyId),
    investorId: String(item.investorId),
    status: item.status as Reservation['status'],
    createdAt: String(item.createdAt),
    updatedAt: String(item.updatedAt),
    version: Number(item.version),
    heldUntil: String(item.heldUntil),
    pricePence: Number(item.pricePence),
    feeTerms: item.feeTerms as Reservation['feeTerms'],
    reservationFeePence: Number(item.reservationFeePence),
    ...present,
  } as Reservation;
};

type StoredItem = Extract<Parameters<typeof reservationEntity.put>[0], { id: string }>;
const toItem = (reservation: Reservation) =>
  Object.fromEntries(Object.entries(reservation).filter(([, value]) => value !== undefined && value !== null)) as unknown as StoredItem;

export async function getReservation(id: string): Promise<Reservation | undefined> {
  const { data } = await reservationEntity.get({ id }).go({ consistent: true });
  return data ? fromItem(data as Record<string, unknown>) : undefined;
}

/** Every reservation, newest first (Admin Tools). */
export async function listReservations(): Promise<Reservation[]> {
  const { data } = await reservationEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => fromItem(item as Record<string, unknown>));
}

/** An investor's own reservations, newest first. */
export async function listInvestorReservations(investorId: string): Promise<Reservation[]> {
  const { data } = await reservationEntity.query.byInvestor({ investorId }).go({ pages: 'all', order: 'desc' });
  return data.map((item) => fromItem(item as Record<string, unknown>));
}

const toEntry = (item: Omit<WaitingListEntry, 'kind'>): WaitingListEntry => ({ kind: 'waitingListEntry', ...item });

/** A listing's waiting list, first joined first. */
export async function listWaitingList(propertyId: string): Promise<WaitingListEntry[]> {
  const { data } = await waitingListEntryEntity.query.byProperty({ propertyId }).go({ pages: 'all', consistent: true });
  return data.map(toEntry).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.investorId.localeCompare(b.investorId));
}

/** The waiting lists an investor is on, oldest first. */
export async function listInvestorWaitingPlaces(investorId: string): Promise<WaitingListEntry[]> {
  const { data } = await waitingListEntryEntity.query.byInvestor({ investorId }).go({ pages: 'all' });
  return data.map(toEntry);
}

/** The steps that make `reservation` the listing's open one: its lock (on condition there is none) and the record. */
const holdSteps = (tx: WriteEntities, reservation: Reservation): WriteStep[] => [
  tx.reservationLock
    .create({
      propertyId: reservation.propertyId,
      reservationId: reservation.id,
      investorId: reservation.investorId,
      heldUntil: reservation.heldUntil,
      status: 'held',
    })
    .commit(),
  tx.reservation.create(toItem(reservation)).commit(),
  // Reserving takes the investor off the listing's waiting list, if they were on it.
  tx.waitingListEntry.delete({ propertyId: reservation.propertyId, investorId: reservation.investorId }).commit(),
];

/**
 * Starts a hold: false when the listing has an open reservation already, or is no longer published and Available
 * (the caller reads which). Only while the investor's profile exists and no erasure of theirs has started.
 */
export function createReservation(reservation: Reservation, audit: AuditContext): Promise<boolean> {
  return writeAsMember(reservation.investorId, (tx) => [
    tx.property
      .check({ id: reservation.propertyId })
      .where(({ status, isPublished }, { eq }) => `${eq(status, 'Available')} AND ${eq(isPublished, true)}`)
      .commit(),
    ...holdSteps(tx, reservation),
    auditStep(tx, audit, { targetType: 'reservation', targetId: reservation.id, before: null, after: reservation }),
  ]);
}

/**
 * Joins the listing's waiting list: false when the investor is on it already, the listing has no open reservation, or
 * it is no longer one a hold could pass to (unpublished, Sold or Withdrawn).
 */
export function joinWaitingList(entry: WaitingListEntry): Promise<boolean> {
  return writeAsMember(entry.investorId, (tx) => [
    tx.property
      .check({ id: entry.propertyId })
      .where(({ status, isPublished }, { eq, ne }) => `${eq(isPublished, true)} AND ${ne(status, 'Sold')} AND ${ne(status, 'Withdrawn')}`)
      .commit(),
    tx.reservationLock
      .check({ propertyId: entry.propertyId })
      .where(({ reservationId }, { exists }) => exists(reservationId))
      .commit(),
    tx.waitingListEntry
      .create({ propertyId: entry.propertyId, investorId: entry.investorId, joinedAt: entry.joinedAt, propertyTitle: entry.propertyTitle })
      .commit(),
  ]);
}

/** Leaves the listing's waiting list: false when the investor was not on it. */
export function leaveWaitingList(propertyId: string, investorId: string): Promise<boolean> {
  return applied(
    waitingListEntryEntity
      .delete({ propertyId, investorId })
      .where(({ investorId: stored }, { exists }) => exists(stored))
      .go(),
  );
}

/** What else a change of a reservation writes in its transaction (the listing, its lock, the next hold). */
export type AlsoWrite = (tx: WriteEntities, next: Reservation, current: Reservation) => WriteStep[];

/** The one update of a reservation: versioned, audited, with `also` in the same transaction. */
export function updateReservation(
  id: string,
  patch: Patch<Reservation>,
  expectedVersion: number,
  { audit, also, refusal }: { audit: AuditContext; also?: AlsoWrite; refusal?: (codes: readonly string[]) => Error | undefined },
): Promise<Reservation> {
  return updateVersioned<Reservation>(
    'reservation',
    { id, patch, expectedVersion, audit },
    {
      load: getReservation,
      parse: (record) => record as Reservation,
      writes: (tx, next, expected, current) => [
        tx.reservation
          .put(toItem(next))
          .where(({ version }, { eq }) => eq(version, expected))
          .commit(),
        ...(also ? also(tx, next, current) : []),
      ],
      ...(refusal ? { refusal } : {}),
    },
  );
}

/** The listing's lock released when the reservation stops holding it (on condition the lock is still this one's). */
export const releaseLock: AlsoWrite = (tx, next) => [
  tx.reservationLock
    .delete({ propertyId: next.propertyId })
    .where(({ reservationId }, { eq }) => eq(reservationId, next.id))
    .commit(),
];

/**
 * The lock passed from `next` (lapsed or cancelled) to `nextHold`, the first on the waiting list, with their
 * reservation created and their place removed, all on condition nothing moved meanwhile and they may still act
 * (approved, not being erased).
 */
export const handOver =
  (nextHold: Reservation, audit: AuditContext): AlsoWrite =>
  (tx, next) => [
    ...activeMemberChecks(tx, nextHold.investorId),
    tx.reservationLock
      .put({ propertyId: next.propertyId, reservationId: nextHold.id, investorId: nextHold.investorId, heldUntil: nextHold.heldUntil, status: 'held' })
      .where(({ reservationId }, { eq }) => eq(reservationId, next.id))
      .commit(),
    tx.reservation.create(toItem(nextHold)).commit(),
    tx.waitingListEntry
      .delete({ propertyId: nextHold.propertyId, investorId: nextHold.investorId })
      .where(({ investorId }, { exists }) => exists(investorId))
      .commit(),
    auditStep(tx, audit, { targetType: 'reservation', targetId: nextHold.id, before: null, after: nextHold }),
  ];

/** The listing as setListingStatus writes it: the new status on the next version. */
const withStatus = (property: Property, status: Property['status'], updatedAt: string): Property =>
  withAlertFields(property, { ...property, status, version: property.version + 1, updatedAt });

/** The listing's status changed with the reservation (Under Offer on acceptance, Available again when it ends): on its version, with its views and audit event. */
export const setListingStatus =
  (property: Property, status: Property['status'], audit: AuditContext): AlsoWrite =>
  (tx, next) => {
    const updated = withStatus(property, status, next.updatedAt);
    return [
      tx.property
        .put(updated)
        .where(({ version }, { eq }) => eq(version, property.version))
        .commit(),
      ...viewWrites(tx, updated),
      auditStep(tx, audit, { targetType: 'property', targetId: property.id, before: property, after: updated }),
    ];
  };

/**
 * The listing event setListingStatus's change makes (back to Available), stored in the same transaction; left in
 * `event.stored` for the caller to announce once the transaction has committed.
 */
export const listingEventOfStatus =
  (property: Property, status: Property['status'], audit: AuditContext, event: { stored?: ListingEvent }): AlsoWrite =>
  (tx, next) => {
    const made = listingEventStep(property, withStatus(property, status, next.updatedAt), audit);
    if (!made) return [];
    event.stored = made.event;
    return [made.step(tx)];
  };

/** The listing's lock marked accepted (it stays: the listing is under offer to this reservation). */
export const lockAccepted: AlsoWrite = (tx, next) => [
  tx.reservationLock
    .patch({ propertyId: next.propertyId })
    .set({ status: 'accepted' })
    .where(({ reservationId }, { eq }) => eq(reservationId, next.id))
    .commit(),
];

/** Puts several `AlsoWrite`s together. */
export const alsoAll =
  (...writes: AlsoWrite[]): AlsoWrite =>
  (tx, next, current) =>
    writes.flatMap((write) => write(tx, next, current));
