import { ownCaseRefusal, reserveRefusal, type AdminDuty } from '@shared/rules/duties';
import { getBuyerCheck } from '../db/buyer-checks';
import { getReservation } from '../../sales/db/reservations';
import type { Caller } from '../../http/caller';
import { forbidden, HttpError } from '../../http/errors';
import { clock } from '../../clock';

/**
 * Segregation of duties on the server (shared/src/rules/duties.ts): each handler that approves, rates, verifies or
 * decides on a buyer's checks, records a payment on or accepts a reservation, or reserves, asks here first. Who the
 * case is about never changes (a record's id is its member's; a reservation's investor is fixed when it is made), so
 * these reads race with nothing.
 */

/** A 403 when the caller would `duty` on the checks of `memberId` and is that member. */
export function refuseOwnCase(caller: Caller, memberId: string, duty: AdminDuty): void {
  const refusal = ownCaseRefusal(caller.userId, memberId, duty);
  if (refusal) throw forbidden(refusal);
}

/** A 403 when the reservation `id` is the caller's own (a missing one is left to the handler's own 404). */
export async function refuseOwnReservation(caller: Caller, id: string, duty: 'recordPayment' | 'accept'): Promise<void> {
  const reservation = await getReservation(id);
  if (reservation) refuseOwnCase(caller, reservation.investorId, duty);
}

/** A 409 when an admin would reserve (or join a waiting list) without checks of their own cleared by another admin. */
export async function refuseUncheckedAdmin(caller: Caller): Promise<void> {
  if (!caller.isAdmin) return;
  const refusal = reserveRefusal(caller, await getBuyerCheck(caller.userId), clock());
  if (refusal) throw new HttpError(409, refusal);
}
