import { deleteBuyerCheck, listBuyerChecksPastRetention } from '../db/buyer-checks';
import { jobHandler } from '../observability/job-handler';
import { logger } from '../observability/powertools';
import { checkClock } from './clock';
import { deleteBuyerCheckFiles } from './files';

/**
 * Deletes the buyer checks whose retention date has passed: five years after the business relationship ended (Money
 * Laundering Regulations 2017 reg. 40(3)-(5)), their evidence and identity reports first, then the record and its audit
 * events. One Query of the records; a failure is left for the next daily run.
 */
export async function deleteExpiredBuyerChecks(): Promise<{ deleted: number; failed: number }> {
  let deleted = 0;
  let failed = 0;
  for (const check of await listBuyerChecksPastRetention(checkClock().toISOString())) {
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
