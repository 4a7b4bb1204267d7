import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { defaultFilters } from '@shared/rules/property-filters';
import { AGREEMENT_NOT_SIGNED, CHECKS_NOT_CLEARED, FEE_NOT_PAID } from '@shared/rules/reservation-status';
import type { MyReservation, MyReservations, ReservationRow } from '@shared/views/reservation';
import { patch, sesStore } from '../support/alert-emails';
import { clearChecks, signAgreement } from '../support/reservation-steps';
import { api, createTestProperty, createTestUser, eventually, stack, type TestUser } from '../support/stack';

/**
 * Reservations against the local stack (docs/architecture.md section 14): a hold with a waiting list, one open reservation
 * per listing under races, a hold lapsing on the stack's clock and the next investor offered it, Accept refused until
 * the buyer checks are cleared, the agreement signed and the fee paid, then the listing Under Offer, a cancellation
 * inside the 14-day period refunded. The agreement's signature is set through the db module here (the agreement
 * module records it in the full flow).
 */

const DAY_MS = 24 * 3600 * 1000;
const setClock = (offsetMs: number) => writeFileSync(stack.env.LOCAL_CLOCK_FILE!, JSON.stringify({ offsetMs }));
afterEach(() => setClock(0));

let admin: TestUser;
beforeAll(async () => {
  admin = await createTestUser('admin', 'approved');
});

async function listing(): Promise<Property> {
  return patch(admin, await createTestProperty(admin.token, 'Reservable Terrace'), { isPublished: true });
}
const investor = () => createTestUser('investor', 'approved');

type Answer<T> = T & { message?: string; code?: string; details?: { missing?: string[]; heldUntil?: string } };
const reserve = (user: TestUser, propertyId: string) =>
  api<Answer<{ reservation: MyReservation }>>(`/properties/${propertyId}/reservations`, { method: 'POST', token: user.token });
const join = (user: TestUser, propertyId: string) =>
  api<Answer<MyReservations>>(`/properties/${propertyId}/waiting-list`, { method: 'POST', token: user.token });
const mine = (user: TestUser) => api<MyReservations>('/me/reservations', { token: user.token });
const adminPost = (path: string, body: unknown, token = admin.token) =>
  api<Answer<{ reservation: ReservationRow }>>(`/reservations/${path}`, { method: 'POST', token, body });
const rowOf = async (id: string) => (await api<{ items: ReservationRow[] }>('/reservations', { token: admin.token })).body.items.find((r) => r.id === id);
const statusOf = async (propertyId: string) => (await api<{ property: Property }>(`/properties/${propertyId}`, { token: admin.token })).body.property.status;

const versionOf = async (id: string) => (await rowOf(id))!.version;
const payByBank = async (id: string) =>
  adminPost(`${id}/bank-payment`, { expectedVersion: await versionOf(id), reference: `BANK-${id.slice(0, 6)}`, receivedAt: new Date().toISOString() });

const runExpiry = () =>
  fetch(`${stack.config.apiUrl}/2015-03-31/functions/expireReservationHolds/invocations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': stack.env.LOCAL_INVOKE_USER_AGENT! },
    body: JSON.stringify({ sweep: 'holds' }),
  });

describe('reserving a listing', () => {
  it('holds it for 5 working days with the three steps; a second investor is told it is reserved and joins the waiting list once', async () => {
    const property = await listing();
    const [first, second] = await Promise.all([investor(), investor()]);
    const held = await reserve(first, property.id);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const reservation = held.body.reservation;
    expect(reservation).toMatchObject({
      status: 'held',
      propertyId: property.id,
      propertyTitle: property.title,
      pricePence: 9_500_000,
      reservationFeePence: 100_000,
    });
    expect(reservation.steps.map((s) => [s.label, s.done])).toEqual([
      ['Your details and checks', false],
      ['Sourcing agreement', false],
      ['Reservation fee', false],
    ]);
    // 3% of £95,000 plus VAT at 20%, in pence.
    expect(reservation.sourcingFee).toEqual({ netPence: 285_000, vatPence: 57_000, grossPence: 342_000, vatRateBasisPoints: 2000 });
    const days = (Date.parse(reservation.heldUntil) - Date.parse(reservation.createdAt)) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(5);
    expect(days).toBeLessThanOrEqual(11);

    // Everyone else sees it Reserved until the hold ends, on the detail page and the public page; the holder does not.
    const seenBy = async (user: TestUser) =>
      (await api<{ property: { reservedUntil?: string } }>(`/properties/${property.id}`, { token: user.token })).body.property;
    expect((await seenBy(second)).reservedUntil).toBe(reservation.heldUntil);
    expect((await seenBy(first)).reservedUntil).toBeUndefined();
    expect((await api<{ property: { reservedUntil?: string } }>(`/public/properties/${property.id}?view=peek`)).body.property.reservedUntil).toBe(
      reservation.heldUntil,
    );

    const taken = await reserve(second, property.id);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('LISTING_RESERVED');
    expect(taken.body.message).toMatch(/reserved by another investor until .*Join the waiting list/);
    expect((await reserve(first, property.id)).body.message).toMatch(/reserved this listing already/);

    const joined = await join(second, property.id);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect(joined.body.waitingList).toEqual([expect.objectContaining({ propertyId: property.id, investorId: second.userId, propertyTitle: property.title })]);
    const again = await join(second, property.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/waiting list already/);
    expect((await join(first, property.id)).body.message).toMatch(/hold this listing already/);

    expect((await mine(first)).body.reservations.map((r) => r.id)).toEqual([reservation.id]);
    expect((await mine(second)).body.reservations).toEqual([]);
    expect((await api(`/properties/${property.id}/waiting-list`, { method: 'DELETE', token: second.token })).status).toBe(204);
    expect((await api(`/properties/${property.id}/waiting-list`, { method: 'DELETE', token: second.token })).status).toBe(404);
  });

  it('refuses a listing that is not listed (404) or not Available (409)', async () => {
    const user = await investor();
    const draft = await createTestProperty(admin.token, 'Draft Terrace');
    expect((await reserve(user, draft.id)).status).toBe(404);
    const sold = await patch(admin, await listing(), { status: 'Sold' });
    const refused = await reserve(user, sold.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This listing cannot be reserved: it is Sold.');
  });
});

describe('authorization', () => {
  it("shows an investor only their own reservations (404 for another's) and keeps admin routes from them", async () => {
    const property = await listing();
    const [owner, other] = await Promise.all([investor(), investor()]);
    const { reservation } = (await reserve(owner, property.id)).body;
    expect((await api(`/me/reservations/${reservation.id}`, { token: owner.token })).status).toBe(200);
    expect((await api(`/me/reservations/${reservation.id}`, { token: other.token })).status).toBe(404);
    expect((await api(`/me/reservations/${reservation.id}/cancel`, { method: 'POST', token: other.token, body: { expectedVersion: 1 } })).status).toBe(404);
    expect((await api('/reservations', { token: owner.token })).status).toBe(403);
    for (const action of ['accept', 'cancel', 'refund', 'bank-payment'])
      expect(
        (
          await adminPost(
            `${reservation.id}/${action}`,
            { expectedVersion: 1, reason: 'Not allowed', reference: 'X', receivedAt: new Date().toISOString() },
            owner.token,
          )
        ).status,
      ).toBe(403);
    expect((await rowOf(reservation.id))?.status).toBe('held');
  });
});

describe('two investors reserving at once', () => {
  // The same two investors every round, on a listing of the round's own.
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    [a, b] = await Promise.all([investor(), investor()]);
  });
  const reserveOrJoin = async (user: TestUser, propertyId: string) => {
    const res = await reserve(user, propertyId);
    if (res.status === 201) return 'hold';
    expect(res.body.code, JSON.stringify(res.body)).toBe('LISTING_RESERVED');
    const joined = await join(user, propertyId);
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    return 'waiting';
  };
  const holdsOf = async (user: TestUser, propertyId: string) => (await mine(user)).body.reservations.filter((r) => r.propertyId === propertyId);

  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('round %i of 20: exactly one hold and one waiting-list place', async () => {
    const { listWaitingList, getReservationLock } = await import('../../functions/src/sales/db/reservations');
    const property = await listing();
    const outcomes = await Promise.all([reserveOrJoin(a, property.id), reserveOrJoin(b, property.id)]);
    expect(outcomes.sort()).toEqual(['hold', 'waiting']);
    const [ofA, ofB] = await Promise.all([holdsOf(a, property.id), holdsOf(b, property.id)]);
    const holds = [...ofA, ...ofB];
    expect(holds).toHaveLength(1);
    expect((await getReservationLock(property.id))?.reservationId).toBe(holds[0]!.id);
    expect((await listWaitingList(property.id)).map((e) => e.investorId)).toEqual([ofA.length ? b.userId : a.userId]);
  });
});

describe('a hold running out', () => {
  it('lapses, and the listing is offered to the next on the waiting list with a hold of their own, an alert and an email', async () => {
    const property = await listing();
    const [first, next] = await Promise.all([investor(), investor()]);
    const { reservation } = (await reserve(first, property.id)).body;
    expect((await join(next, property.id)).status).toBe(201);

    // Not yet: the job leaves a running hold alone.
    expect((await runExpiry()).status).toBe(200);
    expect((await rowOf(reservation.id))?.status).toBe('held');

    setClock(15 * DAY_MS);
    // Twice at once: one lapse, one new hold.
    const runs = await Promise.all([runExpiry(), runExpiry()]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect((await rowOf(reservation.id))?.status).toBe('lapsed');
    const offered = (await mine(next)).body;
    expect(offered.reservations).toHaveLength(1);
    expect(offered.reservations[0]).toMatchObject({ status: 'held', propertyId: property.id });
    expect(offered.waitingList).toEqual([]);
    const alerts = (await api<{ items: Alert[] }>('/me/alerts', { token: next.token })).body.items;
    expect(alerts.filter((a) => a.kind === 'reservationOffered' && a.propertyId === property.id)).toHaveLength(1);
    await eventually(
      async () => ((await sesStore()).some((e) => e.destination.to.includes(next.email) && e.subject.includes(property.title)) ? true : undefined),
      'the offer email',
    );
    // The first investor may now only join the waiting list.
    expect((await reserve(first, property.id)).body.code).toBe('LISTING_RESERVED');
  });

  it('passes over waiting investors whose access was revoked or whose erasure started; the offer email escapes the title', async () => {
    const property = await patch(admin, await createTestProperty(admin.token, 'Terrace <script>alert(1)</script> & Co'), { isPublished: true });
    const [holder, revoked, erasing, next] = await Promise.all([investor(), investor(), investor(), investor()]);
    const { reservation } = (await reserve(holder, property.id)).body;
    // One after the other: the waiting list is in the order they joined.
    for (const user of [revoked, erasing, next]) expect((await join(user, property.id)).status).toBe(201);
    const revoke = await api(`/profiles/${revoked.userId}/access`, { method: 'PUT', token: admin.token, body: { accessStatus: 'revoked' } });
    expect(revoke.status, JSON.stringify(revoke.body)).toBe(200);
    const { startMemberErasure } = await import('../../functions/src/members/db/member-erasure');
    const { getProfile } = await import('../../functions/src/members/db/profiles');
    await startMemberErasure((await getProfile(erasing.userId))!, { id: admin.userId, email: admin.email, name: 'Test admin' }, { byAdmin: true });

    const cancelled = await adminPost(`${reservation.id}/cancel`, { expectedVersion: await versionOf(reservation.id), reason: 'The buyer pulled out' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const { getReservation, getReservationLock, listWaitingList } = await import('../../functions/src/sales/db/reservations');
    const lock = await getReservationLock(property.id);
    expect((await getReservation(lock!.reservationId))?.investorId).toBe(next.userId);
    // Passed over, not removed: their places stay until they leave or are erased.
    expect((await listWaitingList(property.id)).map((e) => e.investorId)).toEqual([revoked.userId, erasing.userId]);

    const offer = await eventually(
      async () => (await sesStore()).find((e) => e.destination.to.includes(next.email) && e.subject.startsWith('Reserved for you')),
      'the offer email',
    );
    expect(offer.body.html).toContain('Terrace &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(offer.body.html).not.toContain('<script>');
  });

  it('does not lapse once the fee is paid: it waits for the admin', async () => {
    const property = await listing();
    const user = await investor();
    const { reservation } = (await reserve(user, property.id)).body;
    expect((await payByBank(reservation.id)).status).toBe(200);
    setClock(15 * DAY_MS);
    expect((await runExpiry()).status).toBe(200);
    expect((await rowOf(reservation.id))?.status).toBe('held');
  });
});

describe('accepting a reservation', () => {
  it('is refused naming what is missing, until the checks are cleared, the agreement signed and the fee paid; then the listing is Under Offer', async () => {
    const property = await listing();
    const [buyer, waiting] = await Promise.all([investor(), investor()]);
    const { reservation } = (await reserve(buyer, property.id)).body;
    await join(waiting, property.id);
    const accept = async () => adminPost(`${reservation.id}/accept`, { expectedVersion: await versionOf(reservation.id) });

    const none = await accept();
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('RESERVATION_NOT_READY');
    expect(none.body.details?.missing).toEqual([CHECKS_NOT_CLEARED, AGREEMENT_NOT_SIGNED, FEE_NOT_PAID]);
    expect(none.body.message).toBe(
      'It cannot be accepted yet: the buyer checks are not cleared; the sourcing agreement is not signed; the reservation fee is not paid.',
    );

    await clearChecks(buyer, admin);
    // An earlier relationship had ended (its five-year retention clock running): acceptance starts a new one.
    const { getBuyerCheck, updateBuyerCheck } = await import('../../functions/src/compliance/db/buyer-checks');
    await updateBuyerCheck(
      buyer.userId,
      { relationshipEndedAt: '2025-03-01T00:00:00.000Z', retainUntil: '2030-03-01T00:00:00.000Z' },
      (await getBuyerCheck(buyer.userId))!.version,
      { audit: { actor: { id: 'test', email: null, name: 'Test' }, action: 'test: an earlier relationship ended' }, asMember: false },
    );
    expect((await accept()).body.details?.missing).toEqual([AGREEMENT_NOT_SIGNED, FEE_NOT_PAID]);
    await signAgreement(reservation.id);
    expect((await accept()).body.details?.missing).toEqual([FEE_NOT_PAID]);
    const paid = await payByBank(reservation.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.reservation.payment).toMatchObject({
      method: 'bank',
      status: 'paid',
      amountPence: 100_000,
      reference: `BANK-${reservation.id.slice(0, 6)}`,
    });
    expect(paid.body.reservation.buyerCheckStatus).toBe('cleared');
    expect((await payByBank(reservation.id)).body.message).toBe('The reservation fee is paid already.');

    // A stale version is a 409, never an overwrite.
    expect((await adminPost(`${reservation.id}/accept`, { expectedVersion: 1 })).status).toBe(409);
    const accepted = await accept();
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.reservation.status).toBe('accepted');
    expect(await statusOf(property.id)).toBe('Under Offer');
    const check = await getBuyerCheck(buyer.userId);
    expect(check?.relationshipEndedAt).toBeUndefined();
    expect(check?.retainUntil).toBeUndefined();
    const checkHistory = await api<{ items: { action: string }[] }>(`/audit/buyerCheck/${buyer.userId}`, { token: admin.token });
    expect(checkHistory.body.items.map((e) => e.action)).toContain('reservation accepted');
    const history = await api<{ items: { action: string }[] }>(`/audit/reservation/${reservation.id}`, { token: admin.token });
    expect(history.body.items.map((e) => e.action)).toEqual(expect.arrayContaining(['listing reserved', 'bank payment recorded', 'reservation accepted']));
    const listingHistory = await api<{ items: { action: string }[] }>(`/audit/property/${property.id}`, { token: admin.token });
    expect(listingHistory.body.items.map((e) => e.action)).toContain('reservation accepted');
    const told = (await api<{ items: Alert[] }>('/me/alerts', { token: waiting.token })).body.items;
    expect(told.filter((a) => a.kind === 'underOffer' && a.propertyId === property.id)).toHaveLength(1);
    expect((await accept()).body.message).toBe('This reservation was accepted already.');
  });
});

describe('cancelling', () => {
  it('by the investor inside 14 days of signing: cancelled, the fee due back in full, the listing free; the admin records the bank refund', async () => {
    const property = await listing();
    const [user, other] = await Promise.all([investor(), investor()]);
    const { reservation } = (await reserve(user, property.id)).body;
    await signAgreement(reservation.id);
    await payByBank(reservation.id);
    const cancelled = await api<Answer<{ reservation: MyReservation }>>(`/me/reservations/${reservation.id}/cancel`, {
      method: 'POST',
      token: user.token,
      body: { expectedVersion: await versionOf(reservation.id) },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', payment: { status: 'refundDue', amountPence: 100_000 } });
    expect((await reserve(other, property.id)).status).toBe(201);

    const refunded = await adminPost(`${reservation.id}/refund`, { expectedVersion: await versionOf(reservation.id), reason: 'Cancelled within 14 days' });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.reservation.payment).toMatchObject({ status: 'refunded', refundReason: 'Cancelled within 14 days' });
    expect((await adminPost(`${reservation.id}/refund`, { expectedVersion: await versionOf(reservation.id), reason: 'Again please' })).body.message).toBe(
      'The reservation fee was refunded already.',
    );
  });

  it("an accepted reservation cancelled by its investor puts the listing back on the market: 'back to Available' alerts, unless the waiting list takes it", async () => {
    const word = `quokka${randomUUID().slice(0, 6)}`;
    const [free, passed] = await Promise.all([
      createTestProperty(admin.token, `Reservable Terrace ${word}`).then((p) => patch(admin, p, { isPublished: true })),
      createTestProperty(admin.token, `Reservable Terrace ${word}`).then((p) => patch(admin, p, { isPublished: true })),
    ]);
    const [searcher, buyer, next] = await Promise.all([investor(), investor(), investor()]);
    const saved = await api('/me/saved-searches', {
      method: 'POST',
      token: searcher.token,
      body: { name: word, filters: { ...defaultFilters, search: word } },
    });
    expect(saved.status).toBe(201);
    await clearChecks(buyer, admin);
    const alertsAbout = async (propertyId: string) =>
      (await api<{ items: Alert[] }>('/me/alerts', { token: searcher.token })).body.items.filter(
        (a) => a.propertyId === propertyId && a.kind === 'backToAvailable',
      );
    const acceptedThenCancelled = async (property: Property) => {
      const { reservation } = (await reserve(buyer, property.id)).body;
      await signAgreement(reservation.id);
      await payByBank(reservation.id);
      expect((await adminPost(`${reservation.id}/accept`, { expectedVersion: await versionOf(reservation.id) })).status).toBe(200);
      expect(await statusOf(property.id)).toBe('Under Offer');
      return reservation.id;
    };
    const cancelMine = async (id: string) =>
      api(`/me/reservations/${id}/cancel`, { method: 'POST', token: buyer.token, body: { expectedVersion: await versionOf(id) } });

    // Nobody waiting: Available again, and the searcher hears of it.
    expect((await cancelMine(await acceptedThenCancelled(free))).status).toBe(200);
    expect(await statusOf(free.id)).toBe('Available');
    await eventually(async () => (await alertsAbout(free.id))[0], 'the back-to-Available alert');

    // Someone waiting: the listing is theirs to take first, and the searcher hears nothing.
    const id = await acceptedThenCancelled(passed);
    expect((await join(next, passed.id)).status).toBe(201);
    expect((await cancelMine(id)).status).toBe(200);
    expect((await mine(next)).body.reservations).toEqual([expect.objectContaining({ propertyId: passed.id, status: 'held' })]);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await alertsAbout(passed.id)).toEqual([]);
  });

  it('by the investor after the 14 days is refused with the last day named; an admin cancels with a reason', async () => {
    const property = await listing();
    const user = await investor();
    const { reservation } = (await reserve(user, property.id)).body;
    await signAgreement(reservation.id);
    await payByBank(reservation.id);
    setClock(15 * DAY_MS);
    const late = await api<Answer<object>>(`/me/reservations/${reservation.id}/cancel`, {
      method: 'POST',
      token: user.token,
      body: { expectedVersion: await versionOf(reservation.id) },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/^The 14-day cancellation period ended on \d{2}\/\d{2}\/\d{4}\. Contact us/);
    setClock(0);

    const noReason = await adminPost(`${reservation.id}/cancel`, { expectedVersion: await versionOf(reservation.id), reason: '' });
    expect(noReason.status).toBe(400);
    const cancelled = await adminPost(`${reservation.id}/cancel`, { expectedVersion: await versionOf(reservation.id), reason: 'Seller withdrew the property' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.reservation).toMatchObject({ status: 'cancelled', cancellation: { by: 'admin', reason: 'Seller withdrew the property' } });
    expect(await statusOf(property.id)).toBe('Available');
  });
});
