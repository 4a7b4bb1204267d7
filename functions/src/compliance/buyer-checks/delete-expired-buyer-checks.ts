import { buyerCheckDeletableFrom, idleBuyerCheckCutoff } from '@shared/rules/retention';
import { deleteBuyerCheck, listBuyerChecksPastRetention } from '../db/buyer-checks';
import { listInvestorReservations } from '../../sales/db/reservations';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { clock } from '../../clock';
import { deleteBuyerCheckFiles } from './files';

/**
 * Deletes the buyer checks whose retention date has passed (Money Laundering Regulations 2017 reg. 40(3)-(5)): five
 * years after the business relationship ended or the holder was erased without a reservation, or, for checks that never
 * led to a reservation, five years after their last change (rules/retention.ts buyerCheckDeletableFrom). Their evidence
 * and identity reports go first, then the record and its audit events. One Query of the records (and one of a
 * candidate's reservations when no end is recorded); a failure is left for the next daily run.
 */
export async function deleteExpiredBuyerChecks(): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  const now = clock().toISOString();
  for (const check of await listBuyerChecksPastRetention(now, idleBuyerCheckCutoff(now))) {
    const hadReservation = check.retainUntil ? true : (await listInvestorReservations(check.id)).length > 0;
    const from = buyerCheckDeletableFrom(check, { hadReservation });
    if (!from || from > now) continue;
    try {
      await deleteBuyerCheckFiles(check.id);
      await deleteBuyerCheck(check.id);
      deleted++;
    } catch (error) {
      failed++;
      logger.error('buyer check past its retention date could not be deleted; the next run tries again', { memberId: check.id, error: String(error) });
    }
  }
  return { deleted, failed };
}

export const handler = jobHandler(deleteExpiredBuyerChecks);
