import { listBuyerChecksNotScreenedAgainst, updateBuyerCheck } from '../db/buyer-checks';
import { StaleWriteError } from '../../db/errors';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { currentSanctionsList } from '../sanctions/screen';
import { clock } from '../../clock';
import { screenPeople } from './screening';

/** Who re-screens when no person does. */
const SCREENING_JOB = { id: 'sanctions-screening', email: null, name: 'Sanctions screening' };

/**
 * Re-screens every buyer's record not yet screened against the current UK Sanctions List (Money Laundering Regulations
 * 2017 reg. 28(11): ongoing monitoring): one Query of the records, never a Scan. Safe to run on a schedule and queued
 * by the list's import, twice at once or again after a failure: a record already screened against the list is left, and
 * a record changed meanwhile (a 409) is skipped, since the buyer's own save screened it.
 */
export async function rescreenBuyers(): Promise<{ listVersion: string | null; rescreened: number; skipped: number }> {
  const list = await currentSanctionsList();
  if (!list) return { listVersion: null, rescreened: 0, skipped: 0 };
  let rescreened = 0;
  let skipped = 0;
  for (const check of await listBuyerChecksNotScreenedAgainst(list.version)) {
    try {
      const screenings = await screenPeople(check.part, check.screenings, clock().toISOString(), { force: true });
      await updateBuyerCheck(check.id, { screenings }, check.version, {
        audit: { actor: SCREENING_JOB, action: `re-screened against sanctions list ${list.version}` },
        asMember: false,
      });
      rescreened++;
    } catch (error) {
      if (!(error instanceof StaleWriteError)) throw error;
      skipped++;
      logger.info('buyer check changed while re-screening; its own save screened it', { memberId: check.id });
    }
  }
  return { listVersion: list.version, rescreened, skipped };
}

export const handler = jobHandler(rescreenBuyers);
