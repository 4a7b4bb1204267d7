import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import type { StripeSentEvent } from '../../infra/local/stripe';
import type { StoredEmail } from '../../infra/local/ses';
import { stack } from '../support/stack';

/**
 * The payments and agreement modules against the local stack's own stand-ins, with the environment the stack gives
 * the functions: Stripe Checkout on the Stripe stand-in (its webhook reaching the API's address, verified with the
 * stack's secret), and the signed agreement stored in s3rver and emailed through the local SES.
 */
const stripeUrl = stack.env.STRIPE_API_URL!;
const events = async () => ((await (await fetch(`${stripeUrl}/_control/events`)).json()) as { events: StripeSentEvent[] }).events;

describe('Stripe stand-in in the local stack', () => {
  it('a checkout paid on its page sends checkout.session.completed to the API, signed with the stack secret', async () => {
    const { createCheckoutSession, parseStripeWebhook } = await import('../../functions/src/sales/payments/stripe');
    const reservationId = `res-${randomUUID()}`;
    const session = await createCheckoutSession({
      reservationId,
      investorEmail: 'investor@example.com',
      description: 'Reservation fee: 3 Bed Terrace, Hull',
      amountPence: 600_000,
      successUrl: `${stack.config.apiUrl}/done`,
      cancelUrl: `${stack.config.apiUrl}/cancelled`,
      idempotencyKey: randomUUID(),
    });
    expect(await (await fetch(session.url)).text()).toContain('Pay £6,000.00');
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);

    const sent = (await events()).find((event) => event.body.includes(reservationId));
    expect(sent?.type).toBe('checkout.session.completed');
    expect(sent!.deliveries).toHaveLength(1);
    // The API's address (the route itself comes with the reservations): it was reached, whatever it answered.
    expect(sent!.deliveries[0]!.status).toBeGreaterThan(0);
    const event = await parseStripeWebhook(sent!.body, sent!.deliveries[0]!.signature);
    expect(event.data.object).toMatchObject({ client_reference_id: reservationId, amount_total: 600_000, payment_status: 'paid' });
  });
});

describe('signed agreements', () => {
  it('each signature is stored as a new object, never over another, and emailed as a PDF attachment', async () => {
    const { storeSignedAgreement, emailSignedAgreement } = await import('../../functions/src/sales/agreements/store-signed');
    const s3 = await (await import('../../functions/src/s3')).s3();
    const reservationId = `res-${randomUUID()}`;
    const signedAt = '2026-11-28T09:41:07.000Z';
    const first = Buffer.from('%PDF-1.3 first signature');
    const second = Buffer.from('%PDF-1.3 second signature');
    const sends = vi.spyOn(s3, 'send');
    const stored = [
      await storeSignedAgreement({ reservationId, signedAt, listingTitle: '3 Bed Terrace, Hull', pdf: first }),
      await storeSignedAgreement({ reservationId, signedAt, listingTitle: '3 Bed Terrace, Hull', pdf: second }),
    ];
    const puts = sends.mock.calls.map(([command]) => command).filter((command) => command instanceof PutObjectCommand);
    sends.mockRestore();
    // A key of its own each time, and written only where nothing is (S3 refuses with 412; s3rver ignores the condition).
    expect(stored[0]!.key).not.toBe(stored[1]!.key);
    expect(puts.map((put) => [put.input.Key, put.input.IfNoneMatch])).toEqual(stored.map(({ key }) => [key, '*']));
    for (const [i, bytes] of [first, second].entries()) {
      const object = await s3.send(new GetObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: stored[i]!.key }));
      expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(bytes);
      const head = await s3.send(new HeadObjectCommand({ Bucket: stack.env.DOCUMENTS_BUCKET, Key: stored[i]!.key }));
      expect(head.Metadata?.sha256).toBe(stored[i]!.sha256);
    }

    const investorEmail = `investor-${randomUUID()}@example.com`;
    const sent = await emailSignedAgreement({
      investorEmail,
      investorName: 'Alex Investor',
      adminEmails: ['admin@example.com'],
      listingTitle: '3 Bed Terrace, Hull',
      reservationId,
      brand: 'Off-Market Property Portal',
      pdf: second,
    });
    expect(sent).toBe(true);
    const emails = ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: (StoredEmail & Record<string, unknown>)[] }).emails;
    const email = emails.find((e) => e.destination.to.includes(investorEmail));
    expect(email?.subject).toBe('Your signed sourcing agreement: 3 Bed Terrace, Hull');
    expect(email?.destination).toMatchObject({ to: [investorEmail], bcc: ['admin@example.com'] });
    expect(email?.attachments).toEqual([
      expect.objectContaining({
        filename: 'Sourcing agreement - 3 Bed Terrace, Hull (signed).pdf',
        contentType: 'application/pdf',
        content: second.toString('base64'),
      }),
    ]);
  });
});

describe('Stripe events applied once', () => {
  it('of ten deliveries of one event at once, exactly one is applied; alone or in a transaction', async () => {
    const { recordStripeEvent, stripeEventStep, wasStripeEventApplied } = await import('../../functions/src/sales/db/stripe-events');
    const { portal } = await import('../../functions/src/db/service');
    const { applied } = await import('../../functions/src/db/errors');
    const event = { eventId: `evt_test_${randomUUID()}`, type: 'checkout.session.completed', reservationId: 'res-1' };
    expect(await wasStripeEventApplied(event.eventId)).toBe(false);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => recordStripeEvent(event)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await wasStripeEventApplied(event.eventId)).toBe(true);

    const inTransaction = { ...event, eventId: `evt_test_${randomUUID()}` };
    const applyOnce = () => applied(portal.transaction.write((tx) => [stripeEventStep(tx, inTransaction)]).go());
    expect(await applyOnce()).toBe(true);
    expect(await applyOnce()).toBe(false);
  });
});
