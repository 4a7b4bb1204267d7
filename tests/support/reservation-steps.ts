import type { Reservation, ReservationAgreement } from '@shared/domain/reservation';
import type { FundsSource } from '@shared/domain/buyer-check';
import { buildBuyerPerson } from '../../infra/local/builders/buyer-check';
import type { TestUser } from './stack';

/**
 * Steps of a reservation written through the db modules, where a test needs the state and not the flow that makes it
 * (the flows have tests of their own: buyer-checks, reservation-payments).
 */

/** The buyer's checks cleared by `admin`, funded by `fundsSource`, as an admin's approval leaves them. */
export async function clearChecks(user: TestUser, admin: TestUser, fundsSource: FundsSource = 'cash'): Promise<void> {
  const { ensureBuyerCheck, updateBuyerCheck } = await import('../../functions/src/compliance/db/buyer-checks');
  const check = await ensureBuyerCheck(user.userId, { asMember: false });
  const at = new Date().toISOString();
  await updateBuyerCheck(
    user.userId,
    {
      part: { buyerType: 'individual', individuals: [buildBuyerPerson()], purpose: 'Buy-to-let', fundsSource },
      clearance: { at, approvals: [{ by: { id: admin.userId, name: 'Admin' }, at }] },
    },
    check.version,
    { audit: { actor: { id: admin.userId, email: admin.email, name: 'Admin' }, action: 'test: checks cleared' }, asMember: false },
  );
}

/** The agreement signed at `signedAt`, as the agreement module records it. */
export async function signAgreement(id: string, signedAt = new Date().toISOString()): Promise<Reservation> {
  const { getReservation, updateReservation } = await import('../../functions/src/sales/db/reservations');
  const current = (await getReservation(id))!;
  const agreement: ReservationAgreement = { status: 'signed', signedAt, sha256: 'a'.repeat(64), signedName: 'Ada Lovelace' };
  return updateReservation(id, { agreement }, current.version, {
    audit: { actor: { id: 'test', email: null, name: 'Test' }, action: 'test: agreement signed' },
  });
}
