import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStripeStandIn, type StripeSentEvent, type StripeStandIn } from '../../../../infra/local/stripe';
import { classifyOutage } from '../../http/outage';

/**
 * The Stripe module against the local stand-in, through the official library both ways: the library's requests are
 * answered by the stand-in, and the stand-in's webhooks (signed with node:crypto) are verified by the library.
 */
interface Received {
  raw: string;
  signature: string | undefined;
}
let received: Received[] = [];
let receiver: http.Server;
let standIn: StripeStandIn;
let payments: typeof import('./stripe');
/** The library itself, for what the module does not export (reading a session back). */
let library: Stripe;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ raw, signature: req.headers['stripe-signature'] as string | undefined });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`;
  standIn = await startStripeStandIn({ port: 0, webhookUrl });
  Object.assign(process.env, { STRIPE_SECRET_KEY: standIn.secretKey, STRIPE_WEBHOOK_SECRET: standIn.webhookSecret, STRIPE_API_URL: standIn.url });
  vi.resetModules(); // the module keeps its client and secrets per container
  payments = await import('./stripe');
  const { hostname, port } = new URL(standIn.url);
  library = new Stripe(standIn.secretKey, { host: hostname, port, protocol: 'http' });
});

afterAll(async () => {
  await standIn.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[name];
});

beforeEach(() => {
  received = [];
});

const checkout = (amountPence = 123_456, idempotencyKey = randomUUID()) =>
  payments.createCheckoutSession({
    reservationId: 'res-1',
    investorEmail: 'investor@example.com',
    description: 'Reservation fee: 3 Bed Terrace, Hull',
    amountPence,
    successUrl: 'http://localhost:3000/reservations/res-1?paid={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/reservations/res-1',
    idempotencyKey,
  });
const control = async <T>(path: string, body: unknown = {}) => {
  const res = await fetch(`${standIn.url}/_control${path}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const sentEvents = async () => ((await (await fetch(`${standIn.url}/_control/events`)).json()) as { events: StripeSentEvent[] }).events;
const parse = (delivery: Received | undefined) => payments.parseStripeWebhook(delivery!.raw, delivery!.signature);
/** Pays on the checkout page as the investor's browser would (the form's POST), answering where it redirects. */
const pressPay = async (url: string) => fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });

describe('Stripe Checkout against the stand-in', () => {
  it('creates a session whose page shows the amount in pounds; Pay sends a completed event the library verifies', async () => {
    const session = await checkout();
    expect(session.id).toMatch(/^cs_/);
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('£1,234.56');
    expect(page).toContain('Reservation fee: 3 Bed Terrace, Hull');
    expect(page).toMatch(/<button type="submit">Pay<\/button>/);
    expect(page).toMatch(/<button type="submit">Cancel<\/button>/);

    const paid = await pressPay(session.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/reservations/res-1?paid=${session.id}`);

    expect(received).toHaveLength(1);
    expect(received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = await parse(received[0]);
    expect(event.type).toBe('checkout.session.completed');
    const completed = event.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({
      id: session.id,
      amount_total: 123_456,
      currency: 'gbp',
      payment_status: 'paid',
      status: 'complete',
      client_reference_id: 'res-1',
      customer_email: 'investor@example.com',
      metadata: { reservationId: 'res-1' },
    });
    expect(completed.payment_intent).toMatch(/^pi_/);
    // Read back through the library: the session is paid.
    expect(await library.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'paid', payment_intent: completed.payment_intent });
  });

  it('Cancel goes back to the cancel URL, leaves the session open and sends nothing', async () => {
    const session = await checkout();
    const cancelled = await fetch(`${session.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('http://localhost:3000/reservations/res-1');
    expect(await library.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
    expect(received).toHaveLength(0);
  });

  it('one idempotency key makes one session; its page is offered again only while it is open', async () => {
    const key = randomUUID();
    const sessions = await Promise.all([checkout(123_456, key), checkout(123_456, key), checkout(123_456, key)]);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(1);
    expect(await payments.openCheckoutUrl(sessions[0]!.id)).toBe(sessions[0]!.url);
    expect((await pressPay(sessions[0]!.url)).status).toBe(303);
    expect(await payments.openCheckoutUrl(sessions[0]!.id)).toBeUndefined();
    const expiring = await checkout();
    await control(`/sessions/${expiring.id}/expire`);
    expect(await payments.openCheckoutUrl(expiring.id)).toBeUndefined();
  });

  it('an expired session sends checkout.session.expired and can no longer be paid', async () => {
    const session = await checkout();
    const expired = await control<{ status: string }>(`/sessions/${session.id}/expire`);
    expect(expired.status).toBe('expired');
    const event = await parse(received[0]);
    expect(event.type).toBe('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id: session.id, payment_status: 'unpaid', metadata: { reservationId: 'res-1' } });

    const page = await pressPay(session.url);
    expect(page.status).toBe(409);
    expect(await page.text()).toContain('This checkout is expired.');
    expect(received).toHaveLength(1);
  });

  it('expires an open session through the library (it can no longer be paid); one not open, or unknown, answers false', async () => {
    const session = await checkout();
    expect(await payments.expireCheckoutSession(session.id)).toBe(true);
    expect(await library.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired' });
    expect((await parse(received[0])).type).toBe('checkout.session.expired');
    expect((await pressPay(session.url)).status).toBe(409);
    expect(await payments.expireCheckoutSession(session.id)).toBe(false);
    const paid = await checkout();
    expect((await pressPay(paid.url)).status).toBe(303);
    expect(await payments.expireCheckoutSession(paid.id)).toBe(false);
    expect(await payments.expireCheckoutSession('cs_test_missing')).toBe(false);
  });

  it('a session Stripe does not know counts as not open; Stripe out of reach is thrown as an outage', async () => {
    const session = await checkout();
    await control(`/sessions/${session.id}/forget`);
    expect(await payments.openCheckoutUrl(session.id)).toBeUndefined();
    const other = await checkout();
    await control('/unreachable', { naming: other.id });
    try {
      const failure: unknown = await payments.openCheckoutUrl(other.id).catch((error: unknown) => error);
      expect(failure).toMatchObject({ type: 'StripeConnectionError' });
      expect(classifyOutage(failure)).toBe('unavailable');
    } finally {
      await control('/unreachable', { naming: null });
    }
  });

  it("answers Stripe's errors: an unknown session, a wrong key, an amount that is not whole pence", async () => {
    await expect(library.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
    });
    const { hostname, port } = new URL(standIn.url);
    const wrongKey = new Stripe('sk_test_wrong', { host: hostname, port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(wrongKey.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(checkout(12.5)).rejects.toThrow(/whole number of pence/);
  });
});

describe('Stripe webhooks', () => {
  it("a replayed event is the same event (same id and body), still verified: applying it once is the receiver's job", async () => {
    const session = await checkout();
    await pressPay(session.url);
    const first = await parse(received[0]);
    await control(`/events/${first.id}/send`);
    expect(received).toHaveLength(2);
    expect(received[1]!.raw).toBe(received[0]!.raw);
    expect((await parse(received[1])).id).toBe(first.id);
  });

  it('refuses a forged signature, a stale timestamp, a changed body and a missing header', async () => {
    const session = await checkout();
    await pressPay(session.url);
    const event = await parse(received[0]);

    await control(`/events/${event.id}/forge`);
    await expect(parse(received[1])).rejects.toBeInstanceOf(payments.StripeWebhookRefused);

    const stale = Math.floor(Date.now() / 1000) - payments.WEBHOOK_TOLERANCE_SECONDS - 60;
    await control(`/events/${event.id}/send`, { timestamp: stale });
    await expect(parse(received[2])).rejects.toThrow(/tolerance/i);

    const changed = received[0]!.raw.replace('"amount_total": 123456', '"amount_total": 100');
    expect(changed).not.toBe(received[0]!.raw);
    await expect(payments.parseStripeWebhook(changed, received[0]!.signature)).rejects.toBeInstanceOf(payments.StripeWebhookRefused);
    await expect(payments.parseStripeWebhook(received[0]!.raw, undefined)).rejects.toBeInstanceOf(payments.StripeWebhookRefused);

    const deliveries = (await sentEvents()).find((sent) => sent.id === event.id)!.deliveries;
    expect(deliveries.map((delivery) => delivery.genuine)).toEqual([true, false, true]);
  });

  it('a refund sends refund.created and charge.refunded, each verified; one idempotency key refunds once', async () => {
    const session = await checkout(50_000);
    await pressPay(session.url);
    const paymentIntentId = ((await parse(received[0])).data.object as Stripe.Checkout.Session).payment_intent as string;
    received = [];

    const refund = {
      paymentIntentId,
      amountPence: 20_000,
      reason: 'requested_by_customer' as const,
      note: 'Cancelled within 14 days',
      idempotencyKey: 'refund-1',
    };
    const first = await payments.refundCardPayment(refund);
    expect(first).toMatchObject({ id: expect.stringMatching(/^re_/) as unknown, status: 'succeeded' });
    expect(await payments.refundCardPayment(refund)).toEqual(first);
    const events = await Promise.all(received.map(parse));
    expect(events.map((e) => e.type)).toEqual(['refund.created', 'charge.refunded']);
    expect(events[0]!.data.object).toMatchObject({
      id: first.id,
      amount: 20_000,
      payment_intent: paymentIntentId,
      reason: 'requested_by_customer',
      metadata: { note: 'Cancelled within 14 days' },
    });
    expect(events[1]!.data.object).toMatchObject({ amount: 50_000, amount_refunded: 20_000, refunded: false, metadata: { reservationId: 'res-1' } });

    await expect(payments.refundCardPayment({ ...refund, amountPence: 30_001, idempotencyKey: 'refund-2' })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'amount_too_large',
    });
  });

  it("a payment's events can be kept back and sent in any order", async () => {
    const session = await checkout(10_000);
    const paid = await control<{ payment_intent: string }>(`/sessions/${session.id}/pay`, { deliver: false });
    await payments.refundCardPayment({ paymentIntentId: paid.payment_intent, amountPence: 10_000, reason: 'requested_by_customer' });
    expect(received).toHaveLength(0);

    const mine = (await sentEvents()).filter((sent) => sent.body.includes(paid.payment_intent));
    expect(mine.map((sent) => sent.type)).toEqual(['checkout.session.completed', 'refund.created', 'charge.refunded']);
    await control('/send', { events: mine.map((sent) => sent.id).reverse() });
    const events = await Promise.all(received.map(parse));
    expect(events.map((e) => e.type)).toEqual(['charge.refunded', 'refund.created', 'checkout.session.completed']);
  });
});

describe('the Stripe budget', () => {
  it('one call, every attempt timing out, ends within three quarters of a 10 s function', () => {
    expect(payments.stripeWorstCaseMs(payments.stripeBudget)).toBe(6_500);
    expect(payments.stripeWorstCaseMs(payments.stripeBudget)).toBeLessThanOrEqual(0.75 * 10_000);
  });
});
