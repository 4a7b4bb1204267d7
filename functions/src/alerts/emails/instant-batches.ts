import { randomUUID } from 'node:crypto';
import * as z from '@shared/core/zod';
import { alertEmail } from '@shared/render/alert-email';
import { digestGroups, INSTANT_BATCH_WINDOW_SECONDS } from '@shared/rules/digest';
import {
  alertSettingsOf,
  claimAlertsForEmail,
  claimInstantBatch,
  closeInstantBatch,
  dequeue,
  dueInstantBatches,
  getAlerts,
  openInstantBatch,
  queuedForUser,
  releaseAlerts,
  releaseInstantBatch,
} from '../db/alerts';
import { getProfile } from '../../members/db/profiles';
import { count } from '../../observability/metrics';
import { logger } from '../../observability/powertools';
import { siteOrigin } from '../../site-origin';
import { type EmailRun, unsubscribeLinks } from './digest';
import { emailSettings, sendEmail } from '../../email';

/**
 * Instant emails are batched per investor: the first alert opens a window (ALERT_BATCH_WINDOW_SECONDS, 5 minutes unless
 * set shorter for the local test stack), the alerts that follow join it, and a frequent sweep (EventBridge Scheduler on
 * AWS, the local stack's timer) sends one email per closed window. A burst of listings or of edits makes one email.
 */
const settingsSchema = z.object({ ALERT_BATCH_WINDOW_SECONDS: z.optional(z.pipe(z.string().check(z.regex(/^[1-9]\d{0,3}$/)), z.transform(Number))) });
export const batchWindowMs = (): number => (settingsSchema.parse(process.env).ALERT_BATCH_WINDOW_SECONDS ?? INSTANT_BATCH_WINDOW_SECONDS) * 1000;

/** How long a sender holds a batch: a sender that dies leaves it to a later sweep once this has passed. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** Opens the batch of each Instant investor an event alerted (joining the open one, if any); how many it opened. */
export async function openInstantBatches(userIds: readonly string[], now = new Date()): Promise<number> {
  const dueAt = new Date(now.getTime() + batchWindowMs()).toISOString();
  const opened = await Promise.all(userIds.map((userId) => openInstantBatch(userId, dueAt)));
  return opened.filter(Boolean).length;
}

type Outcome = 'sent' | 'failed' | 'empty' | 'busy';

const claim = async (userId: string, now: Date): Promise<string | null> => {
  const claimId = randomUUID();
  return (await claimInstantBatch(userId, claimId, now.toISOString(), new Date(now.getTime() + CLAIM_LEASE_MS).toISOString())) ? claimId : null;
};

/** One investor's closed batch: claimed, then every alert queued for them is claimed and goes in one email. */
async function sendBatch(userId: string, now: Date): Promise<Outcome> {
  const claimId = await claim(userId, now);
  if (!claimId) return 'busy';
  const queued = (await queuedForUser(userId)).filter((e) => e.frequency === 'instant');
  const alerts = await getAlerts(queued);
  const unsent = alerts.filter((a) => a.emailedAt === null);
  const unsentKeys = new Set(unsent.map((a) => a.eventId));
  await dequeue(queued.filter((e) => !unsentKeys.has(e.eventId)));

  const [settings, profile] = await Promise.all([alertSettingsOf([userId]), getProfile(userId)]);
  if (unsent.length === 0 || settings.get(userId)!.frequency === 'off' || !profile?.email || profile.accessStatus !== 'approved') {
    await dequeue(unsent);
    await closeInstantBatch(userId, claimId);
    return 'empty';
  }
  const at = now.toISOString();
  const claimed = new Set((await claimAlertsForEmail(unsent, at)).map((k) => k.eventId));
  const mine = unsent.filter((a) => claimed.has(a.eventId));
  if (mine.length === 0) {
    await closeInstantBatch(userId, claimId);
    return 'empty';
  }
  const [group] = digestGroups(mine);
  const links = await unsubscribeLinks(userId);
  const email = alertEmail(group!, { origin: await siteOrigin(), unsubscribeUrl: links.page, instant: true });
  try {
    await sendEmail({ to: profile.email, ...email, unsubscribePostUrl: links.post });
  } catch (error) {
    count('alertEmailsFailed', { frequency: 'instant' });
    logger.error('alert email failed', { userId, error: error as Error });
    await releaseAlerts(mine, at);
    await releaseInstantBatch(userId, claimId, new Date(Date.now() + batchWindowMs()).toISOString());
    return 'failed';
  }
  await dequeue(mine);
  await closeInstantBatch(userId, claimId);
  count('alertEmailsSent', { frequency: 'instant' });
  // The requests whose changes this email reports: the sweep has no cause of its own.
  const causedBy = [...new Set(queued.filter((e) => claimed.has(e.eventId)).flatMap((e) => (e.causedBy ? [e.causedBy] : [])))];
  logger.info('alert email sent', { frequency: 'instant', alerts: mine.length, caused_by: causedBy });
  return 'sent';
}

/**
 * The sweep: sends every Instant batch whose window has closed. Safe to run twice at once: a batch is claimed before it
 * is sent, and each alert is claimed before it goes in an email, so no alert is emailed twice.
 */
export async function sendDueInstantBatches(now = new Date()): Promise<EmailRun> {
  const due = await dueInstantBatches(now.toISOString());
  const run: EmailRun = { sent: 0, failed: 0, deferred: 0 };
  if (!emailSettings().SES_FROM_EMAIL) {
    if (due.length) logger.warn('no SES identity configured (-c sesFromEmail): Instant alert emails skipped, the in-app alerts are unaffected');
    for (const { userId } of due) {
      const claimId = await claim(userId, now);
      if (!claimId) continue;
      await dequeue((await queuedForUser(userId)).filter((e) => e.frequency === 'instant'));
      await closeInstantBatch(userId, claimId);
    }
    return { ...run, skipped: 'no SES identity' };
  }
  for (const { userId } of due) {
    const outcome = await sendBatch(userId, now).catch((error: unknown) => {
      logger.error('Instant alert batch failed', { userId, error: error as Error });
      return 'failed' as const;
    });
    if (outcome === 'sent') run.sent++;
    else if (outcome === 'failed') run.failed++;
    else if (outcome === 'busy') run.deferred++;
  }
  if (due.length) logger.info('Instant alert batches swept', { due: due.length, ...run });
  return run;
}
