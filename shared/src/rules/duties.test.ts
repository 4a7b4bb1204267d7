import { describe, expect, it } from 'vitest';
import { buildBuyerCheck } from '../../../infra/local/builders/buyer-check';
import type { BuyerCheck } from '../domain/buyer-check';
import { approvalRefusal, buyerCheckStatus, stepsForUs } from './buyer-check-status';
import { ADMIN_RESERVE_REFUSAL, OWN_CASE_REFUSALS, ownCaseRefusal, reserveRefusal } from './duties';

const now = new Date('2026-06-01T10:00:00.000Z');
const by = (id: string) => ({ by: { id, name: id }, at: '2026-05-03T00:00:00.000Z' });

/** The checks of admin `a1` as a buyer, finished, verified and rated by admin `a2`, waiting for approval. */
const ready = (over: Partial<BuyerCheck> = {}): BuyerCheck => buildBuyerCheck(over, { holder: 'a1', by: { id: 'a2', name: 'a2' } });

describe('segregation of duties', () => {
  it('refuses every duty on the admin’s own case, in their words, and allows it on another’s', () => {
    for (const duty of ['approve', 'rate', 'verify', 'decide', 'recordPayment', 'accept'] as const) {
      expect(ownCaseRefusal('a1', 'a1', duty)).toBe(OWN_CASE_REFUSALS[duty]);
      expect(ownCaseRefusal('a2', 'a1', duty)).toBeUndefined();
    }
    expect(OWN_CASE_REFUSALS.accept).toBe('You cannot accept your own reservation: another admin must accept it.');
  });

  it('a clearance the buyer approved themself clears nothing; another admin approves again', () => {
    const selfCleared = ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [by('a1')] } });
    expect(buyerCheckStatus(selfCleared, now)).toBe('waitingForUs');
    expect(stepsForUs(selfCleared, now)).toEqual(['Approve']);
    expect(approvalRefusal(selfCleared, 'a2', now)).toBeUndefined();
    expect(buyerCheckStatus(ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [by('a2')] } }), now)).toBe('cleared');
  });

  it('under enhanced due diligence the buyer’s own pending approval is not the first of two', () => {
    const high = ready({ part: { ...ready().part, sourceOfWealth: 'Sale of a business' }, risk: { ...ready().risk!, level: 'high' } });
    const ownFirst = { ...high, pendingApprovals: [by('a1')] };
    expect(stepsForUs(ownFirst, now)).toEqual(['Approve, then senior approval by a second admin']);
    expect(approvalRefusal(ownFirst, 'a2', now)).toBeUndefined();
    const othersFirst = { ...high, pendingApprovals: [by('a1'), by('a2')] };
    expect(stepsForUs(othersFirst, now)).toEqual(['Senior approval by a second, different admin (reg. 35)']);
    expect(approvalRefusal(othersFirst, 'a2', now)).toMatch(/second, different admin/);
  });

  it('an investor reserves; an admin only with checks of their own cleared by another admin', () => {
    expect(reserveRefusal({ userId: 'i1', isAdmin: false }, undefined, now)).toBeUndefined();
    expect(reserveRefusal({ userId: 'a1', isAdmin: true }, undefined, now)).toBe(ADMIN_RESERVE_REFUSAL);
    expect(reserveRefusal({ userId: 'a1', isAdmin: true }, ready(), now)).toBe(ADMIN_RESERVE_REFUSAL);
    expect(reserveRefusal({ userId: 'a1', isAdmin: true }, ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [by('a1')] } }), now)).toBe(
      ADMIN_RESERVE_REFUSAL,
    );
    expect(
      reserveRefusal({ userId: 'a1', isAdmin: true }, ready({ clearance: { at: '2026-05-03T00:00:00.000Z', approvals: [by('a2')] } }), now),
    ).toBeUndefined();
  });
});
