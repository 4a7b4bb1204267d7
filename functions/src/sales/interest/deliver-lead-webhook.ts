import * as z from '@shared/core/zod';
import { interestRegistrationInputSchema } from '@shared/domain/interest';
import { setLeadDelivery } from '../db/interest-registrations';
import { claimErasureNotice, releaseErasureNotice } from '../../db/throttle';
import { jobHandler } from '../../observability/job-handler';
import { count } from '../../observability/metrics';
import { logger } from '../../observability/powertools';
import { erasureNotice } from '@shared/rules/erasure';
import { deliverLeadOutcome, postWithRetries, type DeliveryOptions, type DeliveryOutcome } from './lead-webhook';

const { LEAD_WEBHOOK_URL } = z.object({ LEAD_WEBHOOK_URL: z.optional(z.url()) }).parse(process.env);

/**
 * Invoked asynchronously by the register-interest route after the registration is stored, so the
 * visitor never waits for (or sees) the webhook. It does its own retries and never throws, so
 * Lambda's async retries do not post the same lead twice. The outcome is recorded on the registration
 * (`leadDelivery`): a lead that failed after its retries is kept as 'failed' with the last error, shown to
 * admins on the registrations list and resent from there (POST /interest-registrations/{email}/lead/resend).
 */
/** The erasure notice a member's erasure queues: the CRM is told which email to erase too. */
export const erasureNoticeEventSchema = z.object({
  kind: z.literal('erasure'),
  email: z.string(),
  reference: z.string(),
  erasedAt: z.string(),
  /** The webhook-id recorded on the erasure's marker before the first send (functions/src/members/db/member-erasure.ts recordErasureNoticeId). */
  noticeId: z.optional(z.string()),
});
export type ErasureNoticeEvent = z.infer<typeof erasureNoticeEventSchema>;

const retries = (): Omit<DeliveryOptions, 'url'> => ({
  timeoutMs: 3_000,
  attempts: 3,
  backoffMs: 500,
  log: (message, details) => logger.warn(message, details),
});

export const handler = jobHandler(async (event: unknown): Promise<{ delivered: boolean }> => {
  const notice = erasureNoticeEventSchema.safeParse(event);
  if (notice.success) return deliverErasureNotice(notice.data);
  const registration = interestRegistrationInputSchema.parse(event);
  if (!LEAD_WEBHOOK_URL) {
    logger.warn('LEAD_WEBHOOK_URL is not configured; lead not posted', { email: registration.email });
    await record(registration.email, { delivered: false, attempts: 0, error: 'The lead webhook is not configured' });
    count('webhooksFailed', { kind: 'lead' });
    return { delivered: false };
  }
  const outcome = await deliverLeadOutcome(registration, { url: LEAD_WEBHOOK_URL, ...retries() });
  await record(registration.email, outcome);
  count(outcome.delivered ? 'webhooksSent' : 'webhooksFailed', { kind: 'lead' });
  if (!outcome.delivered) logger.warn('lead webhook failed', { attempts: outcome.attempts, error: outcome.error });
  return { delivered: outcome.delivered };
});

/**
 * Posts an erasure notice once (no registration is left to record the outcome on: it is logged and counted). The
 * notice's id goes as the Standard Webhooks `webhook-id` header (the receiver's de-duplication key), and is claimed
 * before the post so a second invocation with the same id (the Lambda client's retry, an erasure retried) sends
 * nothing; an undelivered notice gives its claim back. Never throws. Also called by the scheduled finish of erasures.
 */
export async function deliverErasureNotice({ email, reference, erasedAt, noticeId }: ErasureNoticeEvent): Promise<{ delivered: boolean }> {
  if (!LEAD_WEBHOOK_URL) {
    logger.warn('LEAD_WEBHOOK_URL is not configured; erasure notice not posted', { reference });
    count('webhooksFailed', { kind: 'erasure' });
    return { delivered: false };
  }
  try {
    if (noticeId && !(await claimErasureNotice(noticeId))) {
      logger.info('erasure notice already sent or being sent', { reference, noticeId });
      return { delivered: true };
    }
  } catch (error) {
    logger.error('erasure notice not sent: its claim could not be written', { reference, noticeId, error: String(error) });
    count('webhooksFailed', { kind: 'erasure' });
    return { delivered: false };
  }
  const headers = noticeId ? { 'webhook-id': noticeId, 'webhook-timestamp': String(Math.floor(Date.now() / 1000)) } : undefined;
  const outcome = await postWithRetries(erasureNotice(email, reference, erasedAt), reference, { url: LEAD_WEBHOOK_URL, ...retries(), headers });
  count(outcome.delivered ? 'webhooksSent' : 'webhooksFailed', { kind: 'erasure' });
  if (!outcome.delivered) {
    logger.error('erasure notice not delivered: tell the CRM by hand', { reference, noticeId, error: outcome.error });
    if (noticeId) await releaseErasureNotice(noticeId).catch((error: unknown) => logger.error('could not release the notice claim', error as Error));
  }
  return { delivered: outcome.delivered };
}

/** Never throws (see above): a failure to record is logged. */
async function record(email: string, outcome: DeliveryOutcome): Promise<void> {
  const leadDelivery = {
    state: outcome.delivered ? 'delivered' : 'failed',
    attempts: outcome.attempts,
    error: outcome.error,
    attemptedAt: new Date().toISOString(),
  } as const;
  await setLeadDelivery(email, leadDelivery).catch((error: unknown) => logger.error('could not record the lead delivery', error as Error));
}
