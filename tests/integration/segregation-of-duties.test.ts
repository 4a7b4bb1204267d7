import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_CASE_REFUSALS, ADMIN_RESERVE_REFUSAL } from '@shared/rules/duties';
import type { MyReservation, ReservationRow } from '@shared/views/reservation';
import { patch } from '../support/alert-emails';
import { approveBuyerCheck, buyerCheckDetail, clearedBuyer, finishedBuyer, finishedPart, postAsAdmin, setRisk, verifyAll } from '../support/buyer-checks';
import { clearChecks, signAgreement } from '../support/reservation-steps';
import { api, createTestProperty, createTestUser, type TestUser } from '../support/stack';

/**
 * Segregation of duties against the local stack (shared/src/rules/duties.ts): an admin who is a buyer themself is
 * refused every step on their own checks (approve, rate, verify, decide a match) and on their own reservation (record
 * the bank payment, accept); the second approval under enhanced due diligence is a third person's; and an admin
 * reserves only with checks of their own cleared by another admin.
 */

type Answer<T> = T & { message?: string };

let adminB: TestUser;
let adminC: TestUser;
beforeAll(async () => {
  [adminB, adminC] = await Promise.all([createTestUser('admin', 'approved'), createTestUser('admin', 'approved')]);
});

const reserve = (user: TestUser, propertyId: string) =>
  api<Answer<{ reservation: MyReservation }>>(`/properties/${propertyId}/reservations`, { method: 'POST', token: user.token });
const join = (user: TestUser, propertyId: string) => api<Answer<object>>(`/properties/${propertyId}/waiting-list`, { method: 'POST', token: user.token });
const rowOf = async (id: string) => (await api<{ items: ReservationRow[] }>('/reservations', { token: adminC.token })).body.items.find((r) => r.id === id)!;
const adminPost = (path: string, admin: TestUser, body: unknown) =>
  api<Answer<{ reservation: ReservationRow }>>(`/reservations/${path}`, { method: 'POST', token: admin.token, body });
const listing = async (admin: TestUser) => patch(admin, await createTestProperty(admin.token, 'Duties Terrace'), { isPublished: true });

describe('an admin who is the buyer', () => {
  it('is refused every step on their own checks (403 with the reason), which another admin then takes', async () => {
    const self = await createTestUser('admin', 'approved');
    await finishedBuyer(finishedPart(), self);
    let current = (await buyerCheckDetail(self.userId, self)).body;
    const person = current.peopleToVerify[0]!;

    const verify = await postAsAdmin(`/buyer-checks/${self.userId}/identity-verifications`, self, {
      expectedVersion: current.check.version,
      personId: person.personId,
      provider: 'Certified IDSP Ltd',
      reference: 'REF-SELF',
      result: 'passed',
      checkedOn: '2026-05-02',
    });
    expect(verify.status, JSON.stringify(verify.body)).toBe(403);
    expect(verify.body.message).toBe(OWN_CASE_REFUSALS.verify);

    const decide = await postAsAdmin(`/buyer-checks/${self.userId}/match-decisions`, self, {
      expectedVersion: current.check.version,
      personId: person.personId,
      listEntryId: 'any-entry',
      outcome: 'cleared',
      reason: 'Not the listed person',
    });
    expect(decide.status, JSON.stringify(decide.body)).toBe(403);
    expect(decide.body.message).toBe(OWN_CASE_REFUSALS.decide);

    current = await verifyAll(self, adminB);
    const rate = await setRisk(self.userId, self, current.check.version, 'low');
    expect(rate.status, JSON.stringify(rate.body)).toBe(403);
    expect(rate.body.message).toBe(OWN_CASE_REFUSALS.rate);

    const low = await setRisk(self.userId, adminB, current.check.version, 'low');
    expect(low.status).toBe(200);
    const approve = await approveBuyerCheck(self.userId, self, low.body.check.version);
    expect(approve.status, JSON.stringify(approve.body)).toBe(403);
    expect(approve.body.message).toBe(OWN_CASE_REFUSALS.approve);
    expect((await buyerCheckDetail(self.userId, adminB)).body.status).toBe('waitingForUs');

    const cleared = await approveBuyerCheck(self.userId, adminB, low.body.check.version);
    expect(cleared.status).toBe(200);
    expect(cleared.body.status).toBe('cleared');
  });

  it('under enhanced due diligence: the subject never approves, and the second approval is a third admin’s', async () => {
    const self = await createTestUser('admin', 'approved');
    await finishedBuyer(finishedPart({ sourceOfWealth: 'Sale of a business in 2020' }), self);
    const verified = await verifyAll(self, adminB);
    const high = await setRisk(self.userId, adminB, verified.check.version, 'high');
    expect(high.status).toBe(200);

    // Their own approval is refused outright, so it never counts as the first of two.
    const own = await approveBuyerCheck(self.userId, self, high.body.check.version);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(OWN_CASE_REFUSALS.approve);

    const first = await approveBuyerCheck(self.userId, adminB, high.body.check.version);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('waitingForUs');
    expect((await approveBuyerCheck(self.userId, adminB, first.body.check.version)).status).toBe(403);
    expect((await approveBuyerCheck(self.userId, self, first.body.check.version)).status).toBe(403);
    const senior = await approveBuyerCheck(self.userId, adminC, first.body.check.version);
    expect(senior.status).toBe(200);
    expect(senior.body.status).toBe('cleared');
    expect(senior.body.check.clearance?.approvals.map((a) => a.by.id)).toEqual([adminB.userId, adminC.userId]);
  });

  it('an approval the subject gave before the rule (on the record) does not count: two others still approve', async () => {
    const self = await createTestUser('admin', 'approved');
    await finishedBuyer(finishedPart({ sourceOfWealth: 'Inheritance in 2019' }), self);
    const verified = await verifyAll(self, adminB);
    const high = await setRisk(self.userId, adminB, verified.check.version, 'high');
    const { updateBuyerCheck } = await import('../../functions/src/compliance/db/buyer-checks');
    const at = new Date().toISOString();
    const withOwn = await updateBuyerCheck(self.userId, { pendingApprovals: [{ by: { id: self.userId, name: 'Self' }, at }] }, high.body.check.version, {
      audit: { actor: { id: self.userId, email: self.email, name: 'Self' }, action: 'test: own approval from before the rule' },
      asMember: false,
    });
    const second = await approveBuyerCheck(self.userId, adminB, withOwn.version);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.status).toBe('waitingForUs');
    expect(second.body.check.clearance).toBeUndefined();
  });
});

describe('an admin reserving', () => {
  it('is refused without checks of their own, or with checks they cleared themself; with checks another admin cleared they reserve', async () => {
    const property = await listing(adminC);
    const self = await createTestUser('admin', 'approved');

    const none = await reserve(self, property.id);
    expect(none.status, JSON.stringify(none.body)).toBe(409);
    expect(none.body.message).toBe(ADMIN_RESERVE_REFUSAL);

    await clearChecks(self, self);
    const selfCleared = await reserve(self, property.id);
    expect(selfCleared.status, JSON.stringify(selfCleared.body)).toBe(409);
    expect(selfCleared.body.message).toBe(ADMIN_RESERVE_REFUSAL);

    // Nor through the waiting list, which ends in a hold of its own.
    const investor = await createTestUser('investor', 'approved');
    const other = await listing(adminC);
    expect((await reserve(investor, other.id)).status).toBe(201);
    const joined = await join(self, other.id);
    expect(joined.status, JSON.stringify(joined.body)).toBe(409);
    expect(joined.body.message).toBe(ADMIN_RESERVE_REFUSAL);

    const checked = await createTestUser('admin', 'approved');
    await clearedBuyer(adminB, checked);
    const held = await reserve(checked, property.id);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
  });

  it('never records the payment on, nor accepts, their own reservation (403); another admin does', async () => {
    const property = await listing(adminC);
    const self = await createTestUser('admin', 'approved');
    await clearedBuyer(adminB, self);
    const held = await reserve(self, property.id);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const id = held.body.reservation.id;
    await signAgreement(id);

    const payment = { reference: `BANK-${id.slice(0, 6)}`, receivedAt: new Date().toISOString() };
    const ownPayment = await adminPost(`${id}/bank-payment`, self, { expectedVersion: (await rowOf(id)).version, ...payment });
    expect(ownPayment.status, JSON.stringify(ownPayment.body)).toBe(403);
    expect(ownPayment.body.message).toBe(OWN_CASE_REFUSALS.recordPayment);
    expect((await rowOf(id)).payment).toBeFalsy();
    expect((await adminPost(`${id}/bank-payment`, adminB, { expectedVersion: (await rowOf(id)).version, ...payment })).status).toBe(200);

    const ownAccept = await adminPost(`${id}/accept`, self, { expectedVersion: (await rowOf(id)).version });
    expect(ownAccept.status, JSON.stringify(ownAccept.body)).toBe(403);
    expect(ownAccept.body.message).toBe(OWN_CASE_REFUSALS.accept);
    expect((await rowOf(id)).status).toBe('held');
    const accepted = await adminPost(`${id}/accept`, adminB, { expectedVersion: (await rowOf(id)).version });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.reservation.status).toBe('accepted');
  });
});
