import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import type { StoredEmail } from '../../infra/local/ses';
import type { StripeSentEvent } from '../../infra/local/stripe';
import type { MyReservation, ReservationRow } from '@shared/views/reservation';
import { clearedBuyer } from '../support/buyer-checks';
import { SIGNED_AGREEMENTS_PREFIX } from '../../functions/src/sales/agreements/store-signed';
import { pdfText } from '../support/pdf-text';
import { api, createPublishedProperty, createTestUser, eventually, s3, stack, type TestUser } from '../support/stack';

/**
 * A reservation's sourcing agreement and card payment against the local stack: the agreement opened and signed (its
 * SHA-256 over the exact bytes), the fee paid on the Stripe stand-in's page and counted only when its signed webhook
 * arrives, each event applied once in any order, a forged or stale one refused; then the admin accepts and the
 * listing is Under Offer. Money is integer pence.
 */

const stripeUrl = stack.env.STRIPE_API_URL!;
const control = async <T>(path: string, body?: unknown): Promise<T> =>
  (await (
    await fetch(`${stripeUrl}/_control${path}`, { method: body === undefined ? 'GET' : 'POST', body: body === undefined ? undefined : JSON.stringify(body) })
  ).json()) as T;
const events = async () => (await control<{ events: StripeSentEvent[] }>('/events')).events;
const eventsOf = async (reservationId: string) => (await events()).filter((e) => e.body.includes(reservationId));

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

const reserve = (investor: TestUser, listing: Property) =>
  api<{ reservation: MyReservation; message?: string }>(`/properties/${listing.id}/reservations`, { method: 'POST', token: investor.token });
const mine = async (investor: TestUser, id: string) =>
  (await api<{ reservation: MyReservation }>(`/me/reservations/${id}`, { token: investor.token })).body.reservation;
const openAgreement = (investor: TestUser, id: string) =>
  api<{ url: string; sha256: string; signed: boolean; message?: string }>(`/me/reservations/${id}/agreement`, { token: investor.token });
const sign = (investor: TestUser, reservation: MyReservation, sha256: string, fullName = 'Test Buyer p1') =>
  api<{ reservation: MyReservation; message?: string }>(`/me/reservations/${reservation.id}/agreement/signature`, {
    method: 'POST',
    token: investor.token,
    body: { expectedVersion: reservation.version, fullName, agreed: true, sha256 },
    headers: { 'user-agent': 'reservation-payments test' },
  });
const checkout = (investor: TestUser, id: string) =>
  api<{ url: string; message?: string }>(`/me/reservations/${id}/checkout`, { method: 'POST', token: investor.token });
const sha256Of = async (url: string) => {
  const { createHash } = await import('node:crypto');
  return createHash('sha256')
    .update(Buffer.from(await (await fetch(url)).arrayBuffer()))
    .digest('hex');
};
const rowOf = async (id: string) => (await api<{ items: ReservationRow[] }>('/reservations', { token: admin.token })).body.items.find((r) => r.id === id)!;

/** A cleared buyer holding a fresh listing, with the agreement opened and signed. */
async function signedReservation(): Promise<{ investor: TestUser; listing: Property; reservation: MyReservation }> {
  const [investor, listing] = await Promise.all([clearedBuyer(admin), createPublishedProperty(admin.token, 'Reserved Terrace')]);
  const held = await reserve(investor, listing);
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const opened = await openAgreement(investor, held.body.reservation.id);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const signed = await sign(investor, held.body.reservation, opened.body.sha256);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { investor, listing, reservation: signed.body.reservation };
}

/** Pays the fee on the stand-in's checkout page, as the investor's browser does; the session's payment events. */
async function payOnPage(investor: TestUser, reservationId: string, { deliver = true } = {}) {
  const started = await checkout(investor, reservationId);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = new URL(started.body.url).pathname.split('/').pop()!;
  if (deliver) expect((await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  else await control(`/sessions/${sessionId}/pay`, { deliver: false });
  return eventsOf(reservationId);
}

describe('the sourcing agreement', () => {
  it('is signed over the SHA-256 of the exact bytes opened; the signed copy is a new object, emailed, and the signature recorded', async () => {
    const [investor, listing] = await Promise.all([clearedBuyer(admin), createPublishedProperty(admin.token, 'Agreement Terrace')]);
    const { reservation } = (await reserve(investor, listing)).body;
    const opened = await openAgreement(investor, reservation.id);
    expect(opened.body.signed).toBe(false);
    // The hash is of the bytes served, and opening it again serves the same bytes.
    expect(await sha256Of(opened.body.url)).toBe(opened.body.sha256);
    expect((await openAgreement(investor, reservation.id)).body.sha256).toBe(opened.body.sha256);

    // Not opened (another hash), not agreed, or another investor's: refused, and nothing signed.
    const unread = await sign(investor, reservation, 'a'.repeat(64));
    expect(unread.status).toBe(409);
    expect(unread.body.message).toMatch(/changed since you opened it/);
    const notAgreed = await api<{ message: string }>(`/me/reservations/${reservation.id}/agreement/signature`, {
      method: 'POST',
      token: investor.token,
      body: { expectedVersion: reservation.version, fullName: 'Test Buyer p1', agreed: false, sha256: opened.body.sha256 },
    });
    expect(notAgreed.status).toBe(400);
    expect(notAgreed.body.message).toMatch(/I agree/);
    const other = await createTestUser('investor', 'approved');
    expect((await sign(other, reservation, opened.body.sha256)).status).toBe(404);
    expect((await openAgreement(other, reservation.id)).status).toBe(404);

    const signed = await sign(investor, reservation, opened.body.sha256);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.reservation.steps.find((s) => s.key === 'agreement')?.done).toBe(true);
    expect(signed.body.reservation.cancellableUntil).toBeTruthy();
    // Signing twice is refused: the signed copy is never replaced.
    expect((await sign(investor, signed.body.reservation, opened.body.sha256)).status).toBe(409);

    const copy = await openAgreement(investor, reservation.id);
    expect(copy.body.signed).toBe(true);
    const text = await pdfText(new Uint8Array(await (await fetch(copy.body.url)).arrayBuffer()));
    expect(text).toContain('Test Buyer p1');
    expect(text.replace(/\s+/g, '')).toContain(opened.body.sha256);
    expect(text).toContain('reservation-payments test');

    const emails = ((await (await fetch(`${stack.env.SES_ENDPOINT}/store`)).json()) as { emails: StoredEmail[] }).emails;
    expect(emails.some((e) => e.destination.to.includes(investor.email) && e.subject.startsWith('Your signed sourcing agreement'))).toBe(true);
  });
});

describe('the reservation fee by card (the Stripe stand-in)', () => {
  it('counts only when the signed webhook arrives; then the admin accepts and the listing is Under Offer', async () => {
    const { investor, listing, reservation } = await signedReservation();
    // Paid on the page, but the event kept back: nothing counts yet, and the admin cannot accept.
    const [completed] = await payOnPage(investor, reservation.id, { deliver: false });
    expect(completed?.type).toBe('checkout.session.completed');
    expect((await mine(investor, reservation.id)).steps.find((s) => s.key === 'fee')?.done).toBe(false);
    const early = await api<{ message: string; details?: { missing: string[] } }>(`/reservations/${reservation.id}/accept`, {
      method: 'POST',
      token: admin.token,
      body: { expectedVersion: (await rowOf(reservation.id)).version },
    });
    expect(early.status).toBe(409);
    expect(early.body.details?.missing).toEqual(['The reservation fee is not paid']);

    // A forged signature is refused and changes nothing; the genuine one counts; its replay changes nothing.
    await control(`/events/${completed!.id}/forge`, {});
    expect((await eventsOf(reservation.id))[0]!.deliveries.at(-1)).toMatchObject({ status: 400, genuine: false });
    expect((await mine(investor, reservation.id)).payment?.status).toBe('pending');
    await control(`/events/${completed!.id}/send`, {});
    const paid = await mine(investor, reservation.id);
    expect(paid.payment).toMatchObject({ method: 'card', status: 'paid', amountPence: reservation.reservationFeePence });
    await control(`/events/${completed!.id}/send`, {});
    expect((await mine(investor, reservation.id)).version).toBe(paid.version);
    // A stale signature (older than Stripe's 5-minute tolerance) is refused.
    await control(`/events/${completed!.id}/send`, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect((await eventsOf(reservation.id))[0]!.deliveries.at(-1)?.status).toBe(400);

    const accepted = await api<{ reservation: ReservationRow }>(`/reservations/${reservation.id}/accept`, {
      method: 'POST',
      token: admin.token,
      body: { expectedVersion: (await rowOf(reservation.id)).version },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.reservation.status).toBe('accepted');
    expect((await api<{ property: Property }>(`/properties/${listing.id}`, { token: investor.token })).body.property.status).toBe('Under Offer');
  });

  it('events out of order: a refund that arrives before its payment leaves the fee refunded, whatever comes after', async () => {
    const { investor, reservation } = await signedReservation();
    const [completed] = await payOnPage(investor, reservation.id, { deliver: false });
    await control(`/events/${completed!.id}/send`, {});
    const paid = await rowOf(reservation.id);
    // The refund's events are kept back too, then sent refund first, payment again after.
    const refunded = await api<{ reservation: ReservationRow; message?: string }>(`/reservations/${reservation.id}/refund`, {
      method: 'POST',
      token: admin.token,
      body: { expectedVersion: paid.version, reason: 'The buyer asked to withdraw' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    // The refund job sends it through Stripe; its events were kept back with the payment's.
    const refundEvent = await eventually(async () => (await eventsOf(reservation.id)).find((e) => e.type === 'charge.refunded'), 'the refund sent to Stripe');
    await control('/send', { events: [refundEvent!.id, completed!.id] });
    const after = await mine(investor, reservation.id);
    expect(after.payment?.status).toBe('refunded');
  });

  it('cancelled by the investor inside the 14 days after paying by card: cancelled, and the fee refunded in full through Stripe', async () => {
    // The buyer who reserves the listing once it is free is cleared meanwhile: their checks do not wait on the refund job.
    const nextBuyer = clearedBuyer(admin);
    nextBuyer.catch(() => {}); // awaited below, where a failure fails the test
    const { investor, listing, reservation } = await signedReservation();
    await payOnPage(investor, reservation.id);
    const paid = await mine(investor, reservation.id);
    expect(paid.payment?.status).toBe('paid');
    const cancelled = await api<{ reservation: MyReservation }>(`/me/reservations/${reservation.id}/cancel`, {
      method: 'POST',
      token: investor.token,
      body: { expectedVersion: paid.version },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.reservation.status).toBe('cancelled');
    // The refund job sends the refund through Stripe, then the fee reads refunded (by the job or Stripe's webhook).
    await eventually(async () => ((await mine(investor, reservation.id)).payment?.status === 'refunded' ? true : undefined), 'the fee refunded');
    const refunds = (await eventsOf(reservation.id)).filter((e) => e.type === 'charge.refunded');
    expect(refunds).toHaveLength(1);
    expect(JSON.parse(refunds[0]!.body).data.object.amount_refunded).toBe(reservation.reservationFeePence);
    // The listing is free again.
    expect((await reserve(await nextBuyer, listing)).status).toBe(201);
  });
});

describe('signatures sent at once', () => {
  it('20 of them record one signature and store one signed copy; the others are refused (409), none is a 5xx', async () => {
    const [investor, listing] = await Promise.all([clearedBuyer(admin), createPublishedProperty(admin.token, 'Reserved Terrace')]);
    const held = await reserve(investor, listing);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const opened = await openAgreement(investor, held.body.reservation.id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sign(investor, held.body.reservation, opened.body.sha256)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const reservation = await mine(investor, held.body.reservation.id);
    expect(reservation.agreement).toMatchObject({ status: 'signed' });
    // Beside the unsigned agreement opened (kept under its SHA-256), one signed copy.
    const prefix = `${SIGNED_AGREEMENTS_PREFIX}${encodeURIComponent(reservation.id)}/signed-`;
    const copies = (await s3.send(new ListObjectsV2Command({ Bucket: stack.env.DOCUMENTS_BUCKET, Prefix: prefix }))).Contents ?? [];
    expect(copies).toHaveLength(1);
  });
});

describe('checkout starts at once', () => {
  it('20 of them share one open session, recorded on the reservation; none is a 5xx; a later start answers the same page', async () => {
    const { investor, reservation } = await signedReservation();
    const starts = await Promise.all(Array.from({ length: 20 }, () => checkout(investor, reservation.id)));
    expect(starts.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
    const urls = [...new Set(starts.map((r) => r.body.url))];
    expect(urls).toHaveLength(1);
    const pending = await mine(investor, reservation.id);
    expect(pending.payment).toMatchObject({ method: 'card', status: 'pending', reference: new URL(urls[0]!).pathname.split('/').pop() });
    expect((await checkout(investor, reservation.id)).body.url).toBe(urls[0]);
  });
});
