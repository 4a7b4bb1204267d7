import { buyerCheckRetainUntil } from '@shared/rules/retention';
import type { AuditContext } from '../../db/audit';
import { getBuyerCheck, updateBuyerCheck } from '../db/buyer-checks';
import { listInvestorReservations } from '../../sales/db/reservations';
import { onLatest } from './latest';

const RESERVATION_FLOW = { id: 'reservation-flow', email: null, name: 'Reservation flow' };

/**
 * The business relationship ended (a reservation completed, was cancelled or lapsed): the record is kept five years from
 * `at`, then deleted (reg. 40(3)). Called by the reservation flow; a member with no record has nothing to keep.
 */
export async function endBuyerRelationship(
  memberId: string,
  at: Date,
  audit: AuditContext = { actor: RESERVATION_FLOW, action: 'business relationship ended' },
): Promise<void> {
  if (!(await getBuyerCheck(memberId))) return;
  const endedAt = at.toISOString();
  await onLatest(memberId, (check) =>
    updateBuyerCheck(memberId, { relationshipEndedAt: endedAt, retainUntil: buyerCheckRetainUntil(endedAt) }, check.version, { audit, asMember: false }),
  );
}

const ERASURE = { id: 'member-erasure', email: null, name: 'Account erasure' };

/**
 * The holder of checks that never led to a reservation was erased: no relationship began and none can now, so the
 * erasure is the end the five years run from (reg. 40(3), (5)); the checks are kept until then (UK GDPR Art. 17(3)(b))
 * and the daily deletion reaches them. A buyer with reservations has their end recorded as each ends. Safe to run again.
 */
export async function endChecksOfErasedWithoutReservation(memberId: string, at: Date): Promise<boolean> {
  const check = await getBuyerCheck(memberId);
  if (!check || check.retainUntil || (await listInvestorReservations(memberId)).length > 0) return false;
  await endBuyerRelationship(memberId, at, { actor: ERASURE, action: 'account erased with no reservation: the five-year retention starts' });
  return true;
}
