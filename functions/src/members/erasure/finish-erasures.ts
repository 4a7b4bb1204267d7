import { ERASED_MEMBER } from '@shared/rules/erasure';
import { listUnfinishedErasures } from '../db/member-erasure';
import { deliverErasureNotice } from '../../sales/interest/deliver-lead-webhook';
import { jobHandler } from '../../observability/job-handler';
import { logger } from '../../observability/powertools';
import { eraseMember, type NoticeSender, type PurchasesSettler } from './erasure';
import { settlePurchasesOnErasure } from './purchases-on-erasure';

/** An erasure left this long is taken to have failed (one still running ends within a function timeout). */
export const STALE_ERASURE_MS = 60 * 60 * 1000;

/** The job posts the notice itself (same claim and webhook-id as the lead webhook job: deliver-lead-webhook.ts). */
const postNotice: NoticeSender = async (notice) => {
  await deliverErasureNotice(notice);
};

/** The job settles an erased member's holds and deals itself. */
const settlePurchases: PurchasesSettler = async (memberId) => {
  await settlePurchasesOnErasure(memberId);
};

/**
 * Finishes every erasure started more than an hour before `now` (UK GDPR Art. 17: erased 'without undue delay'),
 * one at a time; one that fails again is logged and left for the next run. Runs hourly (shared/src/contract/jobs.ts).
 */
export async function finishStaleErasures(now: number): Promise<{ finished: number; failed: number }> {
  const stale = await listUnfinishedErasures(new Date(now - STALE_ERASURE_MS).toISOString());
  let finished = 0;
  let failed = 0;
  for (const { memberId, reference } of stale) {
    try {
      // The erasure already started, so the actor is never recorded (it only starts one).
      await eraseMember(
        memberId,
        { id: 'scheduled-job', email: ERASED_MEMBER, name: 'Scheduled job' },
        { byAdmin: false, sendNotice: postNotice, settlePurchases },
      );
      finished++;
    } catch (error) {
      failed++;
      logger.error('erasure could not be finished; the next run tries again', { reference, error: String(error) });
    }
  }
  return { finished, failed };
}

export const handler = jobHandler(async (): Promise<{ finished: number; failed: number }> => finishStaleErasures(Date.now()));
