import type { DigestFrequency } from '@shared/domain/alert';
import { paths, portalUrl } from '@shared/contract/paths';
import { alertEmail } from '@shared/render/alert-email';
import { digestGroups } from '@shared/rules/digest';
import { alertSettingsOf, claimDigest, dequeue, getAlerts, markAlertsEmailed, queuedForEmail } from '../db/alerts';
import { getProfile } from '../../members/db/profiles';
import { count } from '../../observability/metrics';
import { logger } from '../../observability/powertools';
import { siteOrigin } from '../../site-origin';
import { alertSecret } from './alert-secret';
import { apiOrigin, emailSettings, sendEmail } from '../../email';
import { unsubscribeToken } from './unsubscribe-token';

/** A Daily digest goes at most once a day: a run finding one sent within this window leaves the alerts queued for the next. */
const DIGEST_GAP_MS = 20 * 3600 * 1000;

export interface EmailRun {
  sent: number;
  failed: number;
  /** Investors left for a later run (Daily: a digest already went in the last day). */
  deferred: number;
  skipped?: 'no SES identity';
}

/** The two unsubscribe links of an investor: the page in the email's body, and the RFC 8058 one-click POST target. */
export async function unsubscribeLinks(userId: string): Promise<{ page: string; post: string }> {
  const token = encodeURIComponent(unsubscribeToken(await alertSecret(), userId));
  const origin = await siteOrigin();
  return { page: `${portalUrl(origin, paths.unsubscribe())}?token=${token}`, post: `${apiOrigin(origin)}/alert-unsubscribe?token=${token}` };
}

/**
 * Emails the queued Daily alerts: each investor one digest of up to 14 properties (their newest alert per property).
 * Alerts already emailed, or of investors who turned email Off since, leave the queue unsent. A failed send stays
 * queued for the next run. Instant alerts go in batches of their own (instant-batches.ts).
 */
export async function sendQueuedEmails({ frequency }: { frequency: Extract<DigestFrequency, 'daily'> }): Promise<EmailRun> {
  const queued = (await queuedForEmail()).filter((e) => e.frequency === frequency);
  if (!emailSettings().SES_FROM_EMAIL) {
    logger.warn('no SES identity configured (-c sesFromEmail): alert emails skipped, the in-app alerts are unaffected', { queued: queued.length });
    await dequeue(queued);
    return { sent: 0, failed: 0, deferred: 0, skipped: 'no SES identity' };
  }
  const alerts = await getAlerts(queued);
  const pending = alerts.filter((a) => a.emailedAt === null);
  const pendingKeys = new Set(pending.map((a) => `${a.userId}/${a.eventId}`));
  await dequeue(queued.filter((e) => !pendingKeys.has(`${e.userId}/${e.eventId}`)));

  const groups = digestGroups(pending);
  const settings = await alertSettingsOf(groups.map((g) => g.userId));
  const run: EmailRun = { sent: 0, failed: 0, deferred: 0 };
  const now = new Date();
  for (const group of groups) {
    const keys = queued.filter((e) => e.userId === group.userId);
    const wanted = settings.get(group.userId)!.frequency;
    const profile = await getProfile(group.userId);
    if (wanted === 'off' || !profile?.email || profile.accessStatus !== 'approved') {
      await dequeue(keys);
      continue;
    }
    if (!(await claimDigest(group.userId, now.toISOString(), new Date(now.getTime() - DIGEST_GAP_MS).toISOString()))) {
      run.deferred++;
      continue;
    }
    const links = await unsubscribeLinks(group.userId);
    const email = alertEmail(group, { origin: await siteOrigin(), unsubscribeUrl: links.page, instant: false });
    try {
      await sendEmail({ to: profile.email, ...email, unsubscribePostUrl: links.post });
    } catch (error) {
      run.failed++;
      count('alertEmailsFailed', { frequency });
      logger.error('alert email failed', { userId: group.userId, error: error as Error });
      continue;
    }
    // Every queued alert of the investor counts as emailed, those past the 14 shown too ('and N more in the portal').
    await markAlertsEmailed(keys, now.toISOString());
    await dequeue(keys);
    run.sent++;
    count('alertEmailsSent', { frequency });
  }
  logger.info('alert emails sent', { frequency, ...run });
  return run;
}
