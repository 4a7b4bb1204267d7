import { reservationLockEntity } from '../../db/entities/reservation-lock';

/**
 * The listings' open reservations as their lock items hold them (entities/reservation-lock.ts), read apart from the
 * reservations module so the catalogue and the public pages show 'Reserved' without carrying the reservations' code.
 */
export interface ReservationLock {
  propertyId: string;
  reservationId: string;
  investorId: string;
  heldUntil: string;
  status: 'held' | 'accepted';
}

export async function getReservationLock(propertyId: string): Promise<ReservationLock | undefined> {
  const { data } = await reservationLockEntity.get({ propertyId }).go({ consistent: true });
  return data ? (data as ReservationLock) : undefined;
}

/** Every listing's open reservation, soonest deadline first (one Query of gsi1). */
export async function listReservationLocks(): Promise<ReservationLock[]> {
  const { data } = await reservationLockEntity.query.open({}).go({ pages: 'all' });
  return data as ReservationLock[];
}

/** The holds whose deadline is `now` or earlier (a range of gsi1's sort key): the hold-expiry job's one Query. */
export async function listLocksHeldUntil(now: string): Promise<ReservationLock[]> {
  const { data } = await reservationLockEntity.query.open({}).lte({ heldUntil: now }).go({ pages: 'all' });
  return data as ReservationLock[];
}
