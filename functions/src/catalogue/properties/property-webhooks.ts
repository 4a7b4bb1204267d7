import { createHmac, randomUUID } from 'node:crypto';
import * as z from '@shared/core/zod';
import { clientBudgets, clientOptions } from '../../client-budget';
import { count } from '../../observability/metrics';
import { tracer } from '../../observability/powertools';
import type { Property } from '@shared/domain/property';
import { notificationActions, type NotificationAudience } from '@shared/domain/property-notification';

/**
 * The three property-notification webhooks (spec section 7), one URL per audience (CDK context on AWS, the
 * recording sink locally). Every delivery is signed the Standard Webhooks way (webhook-id, webhook-timestamp,
 * webhook-signature: HMAC-SHA256 of `{id}.{timestamp}.{body}`), so a receiver can check it came from us.
 * The secret is WEBHOOK_SECRET (locally) or read once per container from the SSM SecureString parameter
 * WEBHOOK_SECRET_PARAMETER (on AWS); either way `whsec_` + base64, as Standard Webhooks receivers expect.
 */
const settingsSchema = z.object({
  PROPERTY_WEBHOOK_ALL_USERS_URL: z.optional(z.url()),
  PROPERTY_WEBHOOK_NON_PORTAL_MEMBERS_URL: z.optional(z.url()),
  PROPERTY_WEBHOOK_SPECIFIC_EMAIL_URL: z.optional(z.url()),
  WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  WEBHOOK_SECRET_PARAMETER: z.optional(z.string().check(z.minLength(1))),
});
type Settings = z.infer<typeof settingsSchema>;
let settings: Settings | undefined;
const config = () => (settings ??= settingsSchema.parse(process.env));

/** The environment variable holding each audience's webhook URL. */
export const webhookUrlVariables = {
  all_users: 'PROPERTY_WEBHOOK_ALL_USERS_URL',
  non_portal_members: 'PROPERTY_WEBHOOK_NON_PORTAL_MEMBERS_URL',
  specific_email: 'PROPERTY_WEBHOOK_SPECIFIC_EMAIL_URL',
} as const satisfies Record<NotificationAudience, keyof Settings>;

let secret: Promise<string> | undefined;
async function readSecret(): Promise<string> {
  const { WEBHOOK_SECRET, WEBHOOK_SECRET_PARAMETER } = config();
  if (WEBHOOK_SECRET) return WEBHOOK_SECRET;
  if (!WEBHOOK_SECRET_PARAMETER) throw new Error('Neither WEBHOOK_SECRET nor WEBHOOK_SECRET_PARAMETER is set');
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const { Parameter } = await tracer
    .captureAWSv3Client(new SSMClient(clientOptions(clientBudgets.ssm)))
    .send(new GetParameterCommand({ Name: WEBHOOK_SECRET_PARAMETER, WithDecryption: true }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${WEBHOOK_SECRET_PARAMETER} is empty`);
  return Parameter.Value;
}
const webhookSecret = () =>
  (secret ??= readSecret().catch((error: unknown) => {
    secret = undefined; // try again on the next call
    throw error;
  }));

/** The body each webhook receives: {property (the whole record), timestamp (ISO), action[, email]}. */
export const notificationPayload = (property: Property, audience: NotificationAudience, email: string | null, now = new Date()) => ({
  property,
  timestamp: now.toISOString(),
  action: notificationActions[audience],
  ...(audience === 'specific_email' ? { email } : {}),
});

export interface Delivery {
  ok: boolean;
  /** The webhook's HTTP status; null when unreachable or not configured. */
  status: number | null;
  reason?: string;
}

/**
 * The Standard Webhooks signature (`v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret's base64
 * key) with Node's own HMAC: the standardwebhooks package signs with a JavaScript SHA-256 that would weigh on the
 * bundle. The tests verify what this sends with that package's Webhook.verify.
 */
export function webhookSignature(signingSecret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(signingSecret.replace(/^whsec_/, ''), 'base64');
  if (key.length === 0) throw new Error("The webhook secret can't be empty");
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The Standard Webhooks headers for one message. */
export function signedHeaders(signingSecret: string, body: string, now = new Date()): Record<string, string> {
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(now.getTime() / 1000);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': webhookSignature(signingSecret, id, timestamp, body) };
}

/** POSTs the signed payload to the audience's webhook; never throws (the outcome goes to the send log). */
export async function deliverNotification(audience: NotificationAudience, payload: object, timeoutMs = 5_000): Promise<Delivery> {
  const url = config()[webhookUrlVariables[audience]];
  if (!url) {
    count('webhooksFailed', { kind: 'property' });
    return { ok: false, status: null, reason: `${webhookUrlVariables[audience]} is not configured` };
  }
  try {
    const body = JSON.stringify(payload);
    const headers = signedHeaders(await webhookSecret(), body);
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer().catch(() => undefined);
    count(res.ok ? 'webhooksSent' : 'webhooksFailed', { kind: 'property' });
    return { ok: res.ok, status: res.status };
  } catch (error) {
    count('webhooksFailed', { kind: 'property' });
    return { ok: false, status: null, reason: String(error) };
  }
}
