import Stripe from 'stripe';
import * as z from '@shared/core/zod';
import { clientBudgets, clientOptions } from '../../client-budget';
import { lazy } from '../../lazy';
import { tracer } from '../../observability/powertools';

/**
 * Card payments of the reservation fee through Stripe Checkout, with the official `stripe` library (docs/architecture.md
 * sections 14 and 16): the one module that speaks to Stripe.
 *
 * Settings, each a secret given either as the value (locally: infra/local/stack.ts sets per-run random values that the
 * Stripe stand-in, infra/local/stripe.ts, accepts) or, on AWS, as the name of an SSM SecureString parameter the operator
 * creates (`aws ssm put-parameter --type SecureString --name /portal/stripe-secret-key --value sk_live_...`; the
 * function's role may read that one parameter and decrypt it), read once per container:
 * - STRIPE_SECRET_KEY or STRIPE_SECRET_KEY_PARAMETER: the API key (a restricted key allowed Checkout Sessions and
 *   Refunds is enough);
 * - STRIPE_WEBHOOK_SECRET or STRIPE_WEBHOOK_SECRET_PARAMETER: the `whsec_...` signing secret of the endpoint
 *   `POST /webhooks/stripe` registered in Stripe's dashboard.
 * - STRIPE_API_URL, only locally: where the stand-in answers (the library's host, port and protocol options).
 */
const settingsSchema = z.object({
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_SECRET_KEY_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET_PARAMETER: z.optional(z.string().check(z.minLength(1))),
  STRIPE_API_URL: z.optional(z.url()),
});
const settings = () => settingsSchema.parse(process.env);

/**
 * How long one Stripe call may take, in the spirit of client-budget.ts: each attempt is cut at timeoutMs, and one
 * retry follows a connection error, a 409 or a 5xx after the library's back-off (at least 0.5 s; the library keys every
 * POST with an idempotency key, so a retried create or refund is applied once). Worst case 2 x 3 s + 0.5 s = 6.5 s,
 * inside three quarters of a 10 s function (stripe.test.ts).
 */
export const stripeBudget = { timeoutMs: 3_000, maxNetworkRetries: 1, retryDelayMs: 500 } as const;
export const stripeWorstCaseMs = (budget: typeof stripeBudget) =>
  (budget.maxNetworkRetries + 1) * budget.timeoutMs + budget.maxNetworkRetries * budget.retryDelayMs;

/** How old a webhook's signature may be (Stripe's own default): an older one is a replay and refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

async function secret(valueName: 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'): Promise<string> {
  const given = settings();
  const value = given[valueName];
  if (value) return value;
  const parameter = given[`${valueName}_PARAMETER`];
  if (!parameter) throw new Error(`Neither ${valueName} nor ${valueName}_PARAMETER is set`);
  const { GetParameterCommand, SSMClient } = await import('@aws-sdk/client-ssm');
  const { Parameter } = await tracer
    .captureAWSv3Client(new SSMClient(clientOptions(clientBudgets.ssm)))
    .send(new GetParameterCommand({ Name: parameter, WithDecryption: true }));
  if (!Parameter?.Value) throw new Error(`SSM parameter ${parameter} is empty`);
  return Parameter.Value;
}

/** Where the library sends its requests: Stripe itself, or locally the stand-in. */
function apiAddress(): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = settings().STRIPE_API_URL;
  if (!url) return {};
  const { hostname, port, protocol } = new URL(url);
  return { host: hostname, port: port || (protocol === 'https:' ? 443 : 80), protocol: protocol === 'https:' ? 'https' : 'http' };
}

const client = lazy(
  async () =>
    new Stripe(await secret('STRIPE_SECRET_KEY'), {
      timeout: stripeBudget.timeoutMs,
      maxNetworkRetries: stripeBudget.maxNetworkRetries,
      // Latency figures about earlier requests, sent to Stripe: nothing we need.
      telemetry: false,
      ...apiAddress(),
    }),
);
const webhookSecret = lazy(() => secret('STRIPE_WEBHOOK_SECRET'));

export interface CheckoutRequest {
  reservationId: string;
  investorEmail: string;
  /** What the investor pays for, shown on Stripe's page: 'Reservation fee: 3 Bed Terrace, Hull'. */
  description: string;
  /** The fee with VAT, in pence. */
  amountPence: number;
  /** Stripe replaces {CHECKOUT_SESSION_ID} in it with the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** Requests with the same key get the same session (Stripe's idempotency): starts of one payment at once make one. */
  idempotencyKey: string;
}

/**
 * A Checkout Session for the fee: the investor pays on Stripe's page at `url`. The reservation's id travels as the
 * session's client_reference_id and in its metadata (and the payment's), so the webhook names the reservation.
 */
export async function createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }> {
  if (!Number.isSafeInteger(request.amountPence) || request.amountPence < 1) throw new Error(`amountPence must be a positive whole number of pence`);
  const metadata = { reservationId: request.reservationId };
  const session = await (
    await client()
  ).checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: request.amountPence, product_data: { name: request.description } } }],
      customer_email: request.investorEmail,
      client_reference_id: request.reservationId,
      metadata,
      payment_intent_data: { metadata },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    { idempotencyKey: request.idempotencyKey },
  );
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
  return { id: session.id, url: session.url };
}

/** Stripe's answer that the object named does not exist (a session of another account or mode, or one deleted). */
const isResourceMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * The page of a checkout session still open for payment, else undefined (paid, or expired after Stripe's 24 hours; one
 * Stripe does not know counts as expired, so a new one can be opened). Stripe out of reach is thrown (an outage: 503).
 */
export async function openCheckoutUrl(sessionId: string): Promise<string | undefined> {
  try {
    const session = await (await client()).checkout.sessions.retrieve(sessionId);
    return session.status === 'open' && session.url ? session.url : undefined;
  } catch (error) {
    if (isResourceMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Expires a checkout session so it can no longer be paid (Stripe's `POST /v1/checkout/sessions/{id}/expire`): true when
 * it was open and is now expired, false when it was not open (paid already, or expired) or Stripe does not know it.
 */
export async function expireCheckoutSession(sessionId: string): Promise<boolean> {
  const stripe = await client();
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return true;
  } catch (error) {
    if (isResourceMissing(error)) return false;
    // Stripe refuses to expire a session that is not open: read which it is.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && (await stripe.checkout.sessions.retrieve(sessionId)).status !== 'open') return false;
    throw error;
  }
}

/** A webhook whose signature is missing, wrong or too old: the route answers 400 and Stripe sends it again later. */
export class StripeWebhookRefused extends Error {
  override name = 'StripeWebhookRefused';
}

/**
 * The event of a webhook, after checking its Stripe-Signature over the raw body (never a re-serialised one) with the
 * endpoint's secret, within WEBHOOK_TOLERANCE_SECONDS. Throws StripeWebhookRefused otherwise.
 */
export async function parseStripeWebhook(rawBody: string, signatureHeader: string | undefined): Promise<Stripe.Event> {
  if (!signatureHeader) throw new StripeWebhookRefused('No Stripe-Signature header');
  const key = await webhookSecret();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, key, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new StripeWebhookRefused(error.message);
    throw error;
  }
}

export interface CardRefund {
  /** The payment_intent of the completed checkout session. */
  paymentIntentId: string;
  amountPence: number;
  /** Stripe's reasons; the admin's own words go in `note`. */
  reason: 'requested_by_customer' | 'duplicate' | 'fraudulent';
  note?: string;
  /** The same key for the same refund (e.g. the refund record's id): Stripe applies a repeated request once. */
  idempotencyKey?: string;
}

/** Refunds (part of) a card payment; the refund's id and status ('succeeded' or 'pending'). */
export async function refundCardPayment(refund: CardRefund): Promise<{ id: string; status: string }> {
  if (!Number.isSafeInteger(refund.amountPence) || refund.amountPence < 1) throw new Error(`amountPence must be a positive whole number of pence`);
  const created = await (
    await client()
  ).refunds.create(
    {
      payment_intent: refund.paymentIntentId,
      amount: refund.amountPence,
      reason: refund.reason,
      ...(refund.note ? { metadata: { note: refund.note } } : {}),
    },
    refund.idempotencyKey ? { idempotencyKey: refund.idempotencyKey } : undefined,
  );
  return { id: created.id, status: created.status ?? 'pending' };
}
