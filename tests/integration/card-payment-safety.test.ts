import { beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@shared/domain/property';
import type { StripeSentEvent } from '../../infra/local/stripe';
import type { MyReservation, ReservationRow } from '@shared/views/reservation';
import { clearedBuyer } from '../support/buyer-checks';
import { api, createPublishedProperty, createTestUser, eventually, stack, type TestUser } from '../support/stack';

/**
 * The reservation fee by card when something else happens at the same time, against the local stack and its Stripe
 * stand-in (docs/architecture.md section 16): Stripe out of reach or no longer knowing a session (a 503 with Retry-After, or
 * a new session, never a 500), and a bank transfer recorded while a card checkout is open (the checkout expired; a card
 * payment that still completes is a duplicate due for refund, and its refund changes only that payment).
 */

const stripeUrl = stack.env.STRIPE_API_URL!;
const control = async <T>(path: string, body?: unknown): Promise<T> =>
  (await (
    await fetch(`${stripeUrl}/_control${path}`, { method: body === undefined ? 'GET' : 'POST', body: body === undefined ? undefined : JSON.stringify(body) })
  ).json()) as T;
const eventsOf = async (reservationId: string) =>
  (await control<{ events: StripeSentEvent[] }>('/events')).events.filter((e) => e.body.includes(reservationId));

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

type Answer<T = unknown> = T & { message?: string; code?: string };
const mine = async (investor: TestUser, id: string) =>
  (await api<{ reservation: MyReservation }>(`/me/reservations/${id}`, { token: investor.token })).body.reservation;
const checkout = (investor: TestUser, id: string) => api<Answer<{ url: string }>>(`/me/reservations/${id}/checkout`, { method: 'POST', token: investor.token });
const rowOf = async (id: string) => (await api<{ items: ReservationRow[] }>('/reservations', { token: admin.token })).body.items.find((r) => r.id === id)!;
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const recordBankPayment = async (id: string) =>
  api<Answer<{ reservation: ReservationRow }>>(`/reservations/${id}/bank-payment`, {
    method: 'POST',
    token: admin.token,
    body: { expectedVersion: (await rowOf(id)).version, reference: `BANK-${id.slice(0, 6)}`, receivedAt: new Date().toISOString() },
  });

/** A cleared buyer holding a fresh listing, with the agreement opened and signed. */
async function signedReservation(): Promise<{ investor: TestUser; listing: Property; reservation: MyReservation }> {
  const [investor, listing] = await Promise.all([clearedBuyer(admin), createPublishedProperty(admin.token, 'Card Terrace')]);
  const held = await api<Answer<{ reservation: MyReservation }>>(`/properties/${listing.id}/reservations`, { method: 'POST', token: investor.token });
  expect(held.status, JSON.stringify(held.body)).toBe(201);
  const id = held.body.reservation.id;
  const opened = await api<{ sha256: string }>(`/me/reservations/${id}/agreement`, { token: investor.token });
  const signed = await api<Answer<{ reservation: MyReservation }>>(`/me/reservations/${id}/agreement/signature`, {
    method: 'POST',
    token: investor.token,
    body: { expectedVersion: held.body.reservation.version, fullName: 'Test Buyer p1', agreed: true, sha256: opened.body.sha256 },
  });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  return { investor, listing, reservation: signed.body.reservation };
}

describe('checkout when Stripe cannot help', () => {
  it('Stripe out of reach: 503 with Retry-After, not a 500; once it is back, checkout opens', async () => {
    const { investor, reservation } = await signedReservation();
    await control('/unreachable', { naming: reservation.id });
    let during: Awaited<ReturnType<typeof checkout>>;
    try {
      during = await checkout(investor, reservation.id);
    } finally {
      await control('/unreachable', { naming: null });
    }
    expect({ status: during.status, code: during.body.code }, JSON.stringify(during.body)).toEqual({ status: 503, code: 'UNAVAILABLE' });
    expect(Number(during.headers.get('retry-after'))).toBeGreaterThan(0);
    const after = await checkout(investor, reservation.id);
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('a pending session Stripe no longer knows counts as expired: the next checkout opens a new one', async () => {
    const { investor, reservation } = await signedReservation();
    const first = await checkout(investor, reservation.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await control(`/sessions/${sessionIdOf(first.body.url)}/forget`, {});
    const again = await checkout(investor, reservation.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.url).not.toBe(first.body.url);
    expect((await mine(investor, reservation.id)).payment).toMatchObject({ status: 'pending', reference: sessionIdOf(again.body.url) });
  });
});

describe('a bank transfer recorded while a card checkout is open', () => {
  it('expires the open checkout: the investor cannot pay the fee a second time', async () => {
    const { investor, reservation } = await signedReservation();
    const started = await checkout(investor, reservation.id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const recorded = await recordBankPayment(reservation.id);
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // Expired by the Stripe job the recording queues (Stripe's checkout.session.expired).
    await eventually(
      async () => (await eventsOf(reservation.id)).find((e) => e.type === 'checkout.session.expired' && e.body.includes(sessionIdOf(started.body.url))),
      'the open checkout expired',
    );
    expect((await fetch(`${started.body.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(409);
    expect((await rowOf(reservation.id)).payment).toMatchObject({ method: 'bank', status: 'paid' });
  });

  it('a card payment completed anyway is a duplicate due for refund, shown to admins; its refund changes only that payment', async () => {
    const { investor, reservation } = await signedReservation();
    const started = await checkout(investor, reservation.id);
    // Paid at Stripe before the bank transfer is recorded, its event arriving after.
    await control(`/sessions/${sessionIdOf(started.body.url)}/pay`, { deliver: false });
    expect((await recordBankPayment(reservation.id)).status).toBe(200);
    const [completed] = await eventsOf(reservation.id);
    expect(completed?.type).toBe('checkout.session.completed');
    await control(`/events/${completed!.id}/send`, {});

    const row = await rowOf(reservation.id);
    expect(row.payment).toMatchObject({ method: 'bank', status: 'paid' });
    const paymentIntent = JSON.parse(completed!.body).data.object.payment_intent as string;
    expect(row.duplicatePayments).toEqual([
      expect.objectContaining({ method: 'card', status: 'refundDue', reference: paymentIntent, amountPence: reservation.reservationFeePence }),
    ]);

    // Refunded at Stripe (as from Stripe's dashboard): only the card payment reads refunded.
    const refund = await fetch(`${stripeUrl}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: paymentIntent, reason: 'duplicate' }).toString(),
    });
    expect(refund.status).toBe(200);
    // This payment's events were kept back (paid with deliver false): its refund's too, sent now.
    const refundEvent = (await eventsOf(reservation.id)).find((e) => e.type === 'charge.refunded');
    await control(`/events/${refundEvent!.id}/send`, {});
    const after = await rowOf(reservation.id);
    expect(after.payment).toMatchObject({ method: 'bank', status: 'paid' });
    expect(after.duplicatePayments?.[0]).toMatchObject({ reference: paymentIntent, status: 'refunded' });
    expect(after.acceptMissing).not.toContain('The reservation fee is not paid');
  });

  it('a completed event that names another session or amount than the one checkout created is not counted as the fee', async () => {
    const { investor, reservation } = await signedReservation();
    const started = await checkout(investor, reservation.id);
    // A session made outside the portal for this reservation (its id in client_reference_id), paid.
    const foreign = (await (
      await fetch(`${stripeUrl}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          mode: 'payment',
          'line_items[0][quantity]': '1',
          'line_items[0][price_data][currency]': 'gbp',
          'line_items[0][price_data][unit_amount]': String(reservation.reservationFeePence),
          'line_items[0][price_data][product_data][name]': 'Not the portal',
          client_reference_id: reservation.id,
          success_url: 'http://localhost/ok',
          cancel_url: 'http://localhost/no',
        }).toString(),
      })
    ).json()) as { id: string };
    await control(`/sessions/${foreign.id}/pay`, {});
    const after = await mine(investor, reservation.id);
    expect(after.payment).toMatchObject({ status: 'pending', reference: sessionIdOf(started.body.url) });
  });
});
