import { Logger } from '@aws-lambda-powertools/logger';
import * as z from '@shared/zod';
import { interestRegistrationInputSchema } from '@shared/domain/interest';
import { deliverLead } from './lead-webhook';

const logger = new Logger({ serviceName: 'lead-webhook' });
const { LEAD_WEBHOOK_URL } = z.object({ LEAD_WEBHOOK_URL: z.optional(z.url()) }).parse(process.env);

/**
 * Invoked asynchronously by the register-interest route after the registration is stored, so the
 * visitor never waits for (or sees) the webhook. It does its own retries and never throws, so
 * Lambda's async retries do not post the same lead twice.
 */
export const handler = async (event: unknown): Promise<{ delivered: boolean }> => {
  const registration = interestRegistrationInputSchema.parse(event);
  if (!LEAD_WEBHOOK_URL) {
    logger.warn('LEAD_WEBHOOK_URL is not configured; lead not posted', { email: registration.email });
    return { delivered: false };
  }
  const delivered = await deliverLead(registration, {
    url: LEAD_WEBHOOK_URL,
    timeoutMs: 3_000,
    attempts: 3,
    backoffMs: 500,
    log: (message, details) => logger.warn(message, details),
  });
  return { delivered };
};
