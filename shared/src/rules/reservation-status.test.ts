import { describe, expect, it } from 'vitest';
import type { ReservationAgreement, ReservationPayment, ReservationStatus } from '../domain/reservation';
import {
  acceptMissing,
  AGREEMENT_NOT_SIGNED,
  cancellationEndsAt,
  CHECKS_NOT_CLEARED,
  FEE_NOT_PAID,
  transition,
  type ReservationEvent,
  type ReservationFacts,
} from './reservation-status';

const heldUntil = '2026-12-04T10:00:00.000Z';
const signed: ReservationAgreement = { status: 'signed', signedAt: '2026-11-20T15:00:00.000Z', sha256: 'a'.repeat(64) };
const paid: ReservationPayment = { method: 'bank', status: 'paid', amountPence: 100_000, reference: 'REF1', paidAt: '2026-11-21T09:00:00.000Z' };
const facts = (status: ReservationStatus, more: Partial<ReservationFacts> = {}): ReservationFacts => ({ status, heldUntil, ...more });
const ready = (status: ReservationStatus) => facts(status, { agreement: signed, payment: paid });

const before = new Date('2026-12-01T00:00:00.000Z');
const after = new Date('2026-12-05T00:00:00.000Z');
const cancel: ReservationEvent = { kind: 'cancelByInvestor', now: new Date('2026-11-25T00:00:00.000Z') };

describe('accept', () => {
  it('moves a held reservation with every step done to accepted', () => {
    expect(transition(ready('held'), { kind: 'accept', buyerChecksCleared: true })).toEqual({ allowed: true, status: 'accepted', refundDue: false });
  });
  it('is refused naming each step missing', () => {
    expect(transition(ready('held'), { kind: 'accept', buyerChecksCleared: false })).toEqual({
      allowed: false,
      reason: 'It cannot be accepted yet: the buyer checks are not cleared.',
      missing: [CHECKS_NOT_CLEARED],
    });
    expect(transition(facts('held', { payment: paid }), { kind: 'accept', buyerChecksCleared: true })).toMatchObject({
      allowed: false,
      missing: [AGREEMENT_NOT_SIGNED],
    });
    expect(transition(facts('held', { agreement: signed }), { kind: 'accept', buyerChecksCleared: true })).toMatchObject({
      allowed: false,
      missing: [FEE_NOT_PAID],
    });
    expect(transition(facts('held'), { kind: 'accept', buyerChecksCleared: false })).toEqual({
      allowed: false,
      reason: 'It cannot be accepted yet: the buyer checks are not cleared; the sourcing agreement is not signed; the reservation fee is not paid.',
      missing: [CHECKS_NOT_CLEARED, AGREEMENT_NOT_SIGNED, FEE_NOT_PAID],
    });
  });
  it('counts an unsigned agreement, a pending card payment or a refunded fee as missing', () => {
    expect(acceptMissing({ agreement: { status: 'unsigned' }, payment: { ...paid, status: 'pending' } }, true)).toEqual([AGREEMENT_NOT_SIGNED, FEE_NOT_PAID]);
    expect(acceptMissing({ agreement: signed, payment: { ...paid, status: 'refunded' } }, true)).toEqual([FEE_NOT_PAID]);
    expect(acceptMissing({ agreement: signed, payment: paid }, true)).toEqual([]);
  });
  it('is refused once accepted, lapsed or cancelled', () => {
    expect(transition(ready('accepted'), { kind: 'accept', buyerChecksCleared: true })).toEqual({
      allowed: false,
      reason: 'This reservation was accepted already.',
    });
    expect(transition(ready('lapsed'), { kind: 'accept', buyerChecksCleared: true })).toEqual({
      allowed: false,
      reason: 'This reservation has lapsed: the hold ran out.',
    });
    expect(transition(ready('cancelled'), { kind: 'accept', buyerChecksCleared: true })).toEqual({ allowed: false, reason: 'This reservation was cancelled.' });
  });
});

describe('lapse', () => {
  it('moves a held reservation past its hold, fee unpaid, to lapsed', () => {
    expect(transition(facts('held', { agreement: signed }), { kind: 'lapse', now: after })).toEqual({ allowed: true, status: 'lapsed', refundDue: false });
    expect(transition(facts('held'), { kind: 'lapse', now: new Date(heldUntil) })).toMatchObject({ allowed: true, status: 'lapsed' });
  });
  it('is refused before the hold runs out', () => {
    expect(transition(facts('held'), { kind: 'lapse', now: before })).toEqual({ allowed: false, reason: 'The hold has not run out yet.' });
  });
  it('is refused once the fee is paid: the admin decides', () => {
    expect(transition(facts('held', { payment: paid }), { kind: 'lapse', now: after })).toMatchObject({
      allowed: false,
      reason: expect.stringMatching(/fee is paid/),
    });
  });
  it('is refused for an accepted, lapsed or cancelled reservation', () => {
    expect(transition(facts('accepted'), { kind: 'lapse', now: after })).toEqual({ allowed: false, reason: 'An accepted reservation does not lapse.' });
    expect(transition(facts('lapsed'), { kind: 'lapse', now: after })).toMatchObject({ allowed: false });
    expect(transition(facts('cancelled'), { kind: 'lapse', now: after })).toMatchObject({ allowed: false });
  });
});

describe("the investor's cancellation (CCR 2013 regs. 29-30)", () => {
  it('ends at the end of the 14th day after the agreement was signed', () => {
    expect(cancellationEndsAt('2026-11-20T15:00:00.000Z').toISOString()).toBe('2026-12-05T00:00:00.000Z');
  });
  it('counts the 14 days from the date the agreement was signed in London, ending at midnight in London', () => {
    // Tuesday 16 June 2026 00:30 BST (15 June 23:30 UTC): day 1 is 17 June, the 14th day 30 June, ending at
    // midnight BST, 23:00 UTC.
    expect(cancellationEndsAt('2026-06-15T23:30:00.000Z').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    // Sunday 29 March 2026 00:30 GMT, the day the clocks go forward: the period ends at midnight BST on 12 April.
    expect(cancellationEndsAt('2026-03-29T00:30:00.000Z').toISOString()).toBe('2026-04-12T23:00:00.000Z');
    // Sunday 25 October 2026 00:30 BST (24 October 23:30 UTC), the day the clocks go back: the 14th day is 8
    // November, ending at midnight GMT.
    expect(cancellationEndsAt('2026-10-24T23:30:00.000Z').toISOString()).toBe('2026-11-09T00:00:00.000Z');
  });
  it('names the last day as the investor reads it in London', () => {
    const signedAt = '2026-06-15T23:30:00.000Z'; // 00:30 BST on 16 June
    const signed = { ...ready('held'), agreement: { ...ready('held').agreement!, signedAt } };
    expect(transition(signed, { kind: 'cancelByInvestor', now: new Date('2026-06-30T22:59:59.000Z') })).toMatchObject({ allowed: true });
    expect(transition(signed, { kind: 'cancelByInvestor', now: new Date('2026-06-30T23:00:00.000Z') })).toEqual({
      allowed: false,
      reason: 'The 14-day cancellation period ended on 30/06/2026. Contact us to discuss the reservation.',
    });
  });
  it('cancels a held or accepted reservation inside the period, a paid fee refunded in full', () => {
    expect(transition(ready('held'), cancel)).toEqual({ allowed: true, status: 'cancelled', refundDue: true });
    expect(transition(ready('accepted'), { kind: 'cancelByInvestor', now: new Date('2026-12-04T23:59:59.000Z') })).toEqual({
      allowed: true,
      status: 'cancelled',
      refundDue: true,
    });
  });
  it('cancels with nothing to refund when the fee is unpaid, and at any time before signing', () => {
    expect(transition(facts('held'), { kind: 'cancelByInvestor', now: after })).toEqual({ allowed: true, status: 'cancelled', refundDue: false });
  });
  it('is refused after the period, naming its last day', () => {
    expect(transition(ready('held'), { kind: 'cancelByInvestor', now: new Date('2026-12-05T00:00:00.000Z') })).toEqual({
      allowed: false,
      reason: 'The 14-day cancellation period ended on 04/12/2026. Contact us to discuss the reservation.',
    });
    expect(transition(ready('accepted'), { kind: 'cancelByInvestor', now: after })).toMatchObject({ allowed: false });
  });
  it('is refused once lapsed or cancelled', () => {
    expect(transition(ready('lapsed'), cancel)).toEqual({ allowed: false, reason: 'This reservation has lapsed: the hold ran out.' });
    expect(transition(ready('cancelled'), cancel)).toEqual({ allowed: false, reason: 'This reservation was cancelled.' });
  });
});

describe("an admin's cancellation", () => {
  it('cancels a held or accepted reservation with a reason, the refund left to the admin', () => {
    expect(transition(ready('held'), { kind: 'cancelByAdmin', reason: 'Buyer withdrew by phone' })).toEqual({
      allowed: true,
      status: 'cancelled',
      refundDue: false,
    });
    expect(transition(ready('accepted'), { kind: 'cancelByAdmin', reason: 'Seller withdrew' })).toMatchObject({ allowed: true, status: 'cancelled' });
  });
  it('is refused without a reason, or once lapsed or cancelled', () => {
    expect(transition(ready('held'), { kind: 'cancelByAdmin', reason: '  ' })).toEqual({
      allowed: false,
      reason: 'Write the reason for cancelling (at least 5 characters).',
    });
    expect(transition(ready('lapsed'), { kind: 'cancelByAdmin', reason: 'Seller withdrew' })).toMatchObject({ allowed: false });
    expect(transition(ready('cancelled'), { kind: 'cancelByAdmin', reason: 'Seller withdrew' })).toMatchObject({ allowed: false });
  });
});

describe('signing the agreement', () => {
  it('keeps a held reservation held', () => {
    expect(transition(facts('held'), { kind: 'signAgreement' })).toEqual({ allowed: true, status: 'held', refundDue: false });
  });
  it('is refused once signed, or in any other state', () => {
    expect(transition(facts('held', { agreement: signed }), { kind: 'signAgreement' })).toEqual({
      allowed: false,
      reason: 'The sourcing agreement is signed already.',
    });
    expect(transition(facts('accepted'), { kind: 'signAgreement' })).toMatchObject({ allowed: false });
    expect(transition(facts('lapsed'), { kind: 'signAgreement' })).toMatchObject({ allowed: false });
    expect(transition(facts('cancelled'), { kind: 'signAgreement' })).toMatchObject({ allowed: false });
  });
});

describe('recording the fee', () => {
  it('keeps a held reservation held, also after a card checkout was started', () => {
    expect(transition(facts('held'), { kind: 'recordPayment' })).toEqual({ allowed: true, status: 'held', refundDue: false });
    expect(transition(facts('held', { payment: { ...paid, status: 'pending' } }), { kind: 'recordPayment' })).toMatchObject({ allowed: true });
  });
  it('is refused once paid, or in any other state', () => {
    expect(transition(facts('held', { payment: paid }), { kind: 'recordPayment' })).toEqual({ allowed: false, reason: 'The reservation fee is paid already.' });
    expect(transition(facts('accepted'), { kind: 'recordPayment' })).toMatchObject({ allowed: false });
    expect(transition(facts('lapsed'), { kind: 'recordPayment' })).toMatchObject({ allowed: false });
    expect(transition(facts('cancelled'), { kind: 'recordPayment' })).toMatchObject({ allowed: false });
  });
});

describe('a refund', () => {
  it('is allowed for a paid fee or one due back, in every state, and keeps the state', () => {
    for (const status of ['held', 'accepted', 'lapsed', 'cancelled'] as const) {
      expect(transition(facts(status, { payment: paid }), { kind: 'refund' })).toEqual({ allowed: true, status, refundDue: false });
      expect(transition(facts(status, { payment: { ...paid, status: 'refundDue' } }), { kind: 'refund' })).toMatchObject({ allowed: true, status });
    }
  });
  it('is refused with no fee paid, or refunded already', () => {
    expect(transition(facts('held'), { kind: 'refund' })).toEqual({ allowed: false, reason: 'No reservation fee was paid, so there is nothing to refund.' });
    expect(transition(facts('held', { payment: { ...paid, status: 'pending' } }), { kind: 'refund' })).toMatchObject({ allowed: false });
    expect(transition(facts('cancelled', { payment: { ...paid, status: 'refunded' } }), { kind: 'refund' })).toEqual({
      allowed: false,
      reason: 'The reservation fee was refunded already.',
    });
  });
});
