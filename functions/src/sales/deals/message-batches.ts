import type { DealMessage } from '@shared/domain/deal-message';
import { batchWindowMs } from '../../alerts/emails/instant-batches';
import { clock } from '../../clock';
import { claimDealMessageNotice, type DealMessageNotice, listDealMessageNotices, listDealMessages, restoreDealMessageNotices } from '../db/deal-messages';
import { getDeal } from '../db/deals';
import { logger } from '../../observability/powertools';
import { emailAdminsNewMessages } from './message-email';

/**
 * The admins' emails of investors' deal messages, batched as Instant alerts are (functions/src/alerts/emails/instant-batches.ts): a deal's
 * first message not yet emailed opens its window (the same ALERT_BATCH_WINDOW_SECONDS), the messages that follow join
 * it, and the alerts job's frequent sweep sends, once the window has closed, one email per approved admin with every
 * message of it. A burst of messages makes one email per admin, not one per message.
 */

export interface DealMessageRun {
  sent: number;
  failed: number;
}

/** The notices of each deal, oldest first (the Query's order). */
function byDeal(notices: readonly DealMessageNotice[]): Map<string, DealMessageNotice[]> {
  const deals = new Map<string, DealMessageNotice[]>();
  for (const notice of notices) deals.set(notice.dealId, [...(deals.get(notice.dealId) ?? []), notice]);
  return deals;
}

/** One deal's closed window: its notices claimed (deleted on condition), then one email per admin of those messages. */
async function sendDeal(dealId: string, notices: readonly DealMessageNotice[]): Promise<'sent' | 'failed' | 'empty'> {
  const claimed = (await Promise.all(notices.map(async (n) => ((await claimDealMessageNotice(n)) ? n : null)))).filter((n) => n !== null);
  if (claimed.length === 0) return 'empty';
  try {
    const [deal, thread] = await Promise.all([getDeal(dealId), listDealMessages(dealId)]);
    const ids = new Set(claimed.map((n) => n.messageId));
    const messages: DealMessage[] = thread.filter((m) => ids.has(m.id));
    if (!deal || messages.length === 0) return 'empty';
    const sent = await emailAdminsNewMessages(deal, messages);
    const failed = sent.filter((r) => r.status === 'rejected');
    if (failed.length)
      logger.error('could not email some admins about deal messages', {
        dealId,
        failed: failed.length,
        error: (failed[0] as PromiseRejectedResult).reason as Error,
      });
    return 'sent';
  } catch (error) {
    logger.error('could not email the admins about deal messages: kept for the next sweep', { dealId, error: error as Error });
    await restoreDealMessageNotices(claimed);
    return 'failed';
  }
}

/**
 * The sweep: every deal whose window (from its oldest notice) has closed by `now` gets its one email per admin. `now`
 * is the clock the messages were dated by (clock: the real time on AWS).
 */
export async function sendDueDealMessageBatches(now = clock()): Promise<DealMessageRun> {
  const due = now.getTime() - batchWindowMs();
  const run: DealMessageRun = { sent: 0, failed: 0 };
  for (const [dealId, notices] of byDeal(await listDealMessageNotices())) {
    if (Date.parse(notices[0]!.at) > due) continue;
    const outcome = await sendDeal(dealId, notices);
    if (outcome !== 'empty') run[outcome]++;
  }
  if (run.sent || run.failed) logger.info('deal message batches swept', { ...run });
  return run;
}
