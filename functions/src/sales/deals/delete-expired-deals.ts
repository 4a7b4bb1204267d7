import { dealFilesPrefix } from '@shared/rules/deal-files';
import { dealRecordsCutoff, dealRecordsDeletable } from '@shared/rules/retention';
import { clock } from '../../clock';
import { deleteDealRecords } from '../db/deal-records';
import { getDeal, listDealsEndedBefore } from '../db/deals';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { bucketName, deleteObjects } from '../../s3';
import { keysUnder } from '../../catalogue/uploads/property-files';

export interface ExpiredDealsRun {
  /** Deals whose records were deleted. */
  deleted: number;
  /** Deals past their period that could not be deleted: the next run tries them again. */
  failed: number;
  /** Their table items (the deal, trail, messages, read marks, documents listed, message notices and audit events). */
  items: number;
  /** Their files under deals/{id}/ in the documents bucket. */
  files: number;
}

/** Deletes every file under the deal's prefix (the memorandum of sale, the investor's uploads). */
async function deleteDealFiles(dealId: string): Promise<number> {
  const bucket = bucketName('DOCUMENTS_BUCKET');
  const keys = await keysUnder(bucket, dealFilesPrefix(dealId));
  const failed = await deleteObjects(bucket, keys);
  if (failed.length > 0) throw new Error(`Could not delete ${failed.length} files of a deal`);
  return keys.length;
}

/**
 * Deletes the records of the deals that completed or fell through five years ago or more (Money Laundering Regulations
 * 2017 reg. 40(3) and (5); the privacy notice states the period and that it starts on the day the deal ended, as
 * recorded on it): their files first, then their table records (functions/src/sales/db/deal-records.ts), the deal last. A Query per ending
 * with a key condition on the ending date, never a Scan; each candidate is read again, consistently, and deleted only
 * if it ended and its period has passed, so an open deal is never touched. A failure is logged and left for the next
 * daily run; the run's figures go to the log.
 */
export async function deleteExpiredDeals(): Promise<ExpiredDealsRun> {
  const now = clock().toISOString();
  const run: ExpiredDealsRun = { deleted: 0, failed: 0, items: 0, files: 0 };
  for (const candidate of await listDealsEndedBefore(dealRecordsCutoff(now))) {
    try {
      const deal = await getDeal(candidate.id);
      if (!deal || !dealRecordsDeletable(deal, now)) continue;
      run.files += await deleteDealFiles(deal.id);
      run.items += (await deleteDealRecords(deal.id)).items;
      run.deleted++;
    } catch (error) {
      run.failed++;
      logger.error('deal past its retention period could not be deleted; the next run tries again', { dealId: candidate.id, error: error as Error });
    }
  }
  logger.info('expired deals deleted', { ...run });
  return run;
}

export const handler = jobHandler(deleteExpiredDeals);
