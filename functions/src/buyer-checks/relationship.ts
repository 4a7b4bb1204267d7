import { buyerCheckRetainUntil } from '@shared/rules/retention';
import type { AuditContext } from '../db/audit';
import { getBuyerCheck, updateBuyerCheck } from '../db/buyer-checks';
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
