import { describe, expect, it } from 'vitest';
import { dealRag, stageRag, type RagFacts } from './deal-rag';

const due = (targetDate: string, more: Partial<RagFacts> = {}): RagFacts => ({ targetDate, ...more });
const at = (iso: string) => new Date(iso);

describe('stageRag', () => {
  const noon = (date: string) => at(`${date}T12:00:00.000Z`);
  it('is green more than 3 days before the target', () => {
    expect(stageRag(due('2026-12-10'), noon('2026-12-06'))).toBe('green');
  });
  it('is amber from 3 days before the target through the target day', () => {
    expect(stageRag(due('2026-12-10'), noon('2026-12-07'))).toBe('amber');
    expect(stageRag(due('2026-12-10'), noon('2026-12-09'))).toBe('amber');
    expect(stageRag(due('2026-12-10'), at('2026-12-10T23:59:59.000Z'))).toBe('amber');
  });
  it('is red from the day after the target', () => {
    expect(stageRag(due('2026-12-10'), at('2026-12-11T00:00:00.000Z'))).toBe('red');
    expect(stageRag(due('2026-12-10'), noon('2027-02-01'))).toBe('red');
  });
  it('is done once the stage is done or marked skipped, however late', () => {
    expect(stageRag(due('2026-12-10', { doneAt: '2026-12-20T10:00:00.000Z' }), noon('2027-01-01'))).toBe('done');
    expect(stageRag(due('2026-12-10', { skippedAt: '2026-12-01T10:00:00.000Z' }), noon('2026-12-09'))).toBe('done');
  });
});

describe('stageRag across the clocks going forward (Sunday 29 March 2026, 01:00 UTC)', () => {
  it('reads 23:30 UTC on the Sunday as Monday 00:30 BST: a Sunday target is past', () => {
    expect(stageRag(due('2026-03-29'), at('2026-03-29T23:30:00.000Z'))).toBe('red');
    expect(stageRag(due('2026-03-30'), at('2026-03-29T23:30:00.000Z'))).toBe('amber');
  });
  it('reads 23:30 UTC on the Saturday as Saturday 23:30 GMT: a Saturday target is not yet past', () => {
    expect(stageRag(due('2026-03-28'), at('2026-03-28T23:30:00.000Z'))).toBe('amber');
  });
  it('turns amber exactly 3 calendar days before, over the 23-hour day', () => {
    // Target Wednesday 1 April; Saturday 28 March is 4 days before, Sunday 29 March 3 days before.
    expect(stageRag(due('2026-04-01'), at('2026-03-28T23:30:00.000Z'))).toBe('green');
    expect(stageRag(due('2026-04-01'), at('2026-03-29T00:30:00.000Z'))).toBe('amber');
  });
});

describe('stageRag across the clocks going back (Sunday 25 October 2026, 01:00 UTC)', () => {
  it('reads 23:30 UTC on the Saturday as Sunday 00:30 BST: a Saturday target is past', () => {
    expect(stageRag(due('2026-10-24'), at('2026-10-24T23:30:00.000Z'))).toBe('red');
    expect(stageRag(due('2026-10-25'), at('2026-10-24T23:30:00.000Z'))).toBe('amber');
  });
  it('reads 23:30 UTC on the Sunday as Sunday 23:30 GMT: a Sunday target is not yet past', () => {
    expect(stageRag(due('2026-10-25'), at('2026-10-25T23:30:00.000Z'))).toBe('amber');
    expect(stageRag(due('2026-10-25'), at('2026-10-26T00:00:00.000Z'))).toBe('red');
  });
  it('turns amber exactly 3 calendar days before, over the 25-hour day', () => {
    // Target Wednesday 28 October; Saturday 24 October (22:30 UTC, 23:30 BST) is 4 days before.
    expect(stageRag(due('2026-10-28'), at('2026-10-24T22:30:00.000Z'))).toBe('green');
    expect(stageRag(due('2026-10-28'), at('2026-10-24T23:30:00.000Z'))).toBe('amber');
  });
});

describe('dealRag', () => {
  const now = at('2026-12-10T12:00:00.000Z');
  it('is the worst of the open stages', () => {
    expect(dealRag([due('2026-12-01', { doneAt: '2026-12-02T09:00:00.000Z' }), due('2026-12-12'), due('2027-01-20')], now)).toBe('amber');
    expect(dealRag([due('2026-12-09'), due('2026-12-12')], now)).toBe('red');
    // A later stage's target moved before the current one's: the card shows it.
    expect(dealRag([due('2027-01-20'), due('2026-12-01')], now)).toBe('red');
    expect(dealRag([due('2027-01-20'), due('2027-02-20')], now)).toBe('green');
  });
  it('is done when every stage is done or skipped', () => {
    expect(dealRag([due('2026-12-01', { doneAt: '2026-12-02T09:00:00.000Z' }), due('2026-12-05', { skippedAt: '2026-12-03T09:00:00.000Z' })], now)).toBe(
      'done',
    );
  });
});

describe('a stage whose whole time is shorter than the amber window (the memorandum of sale: 2 working days)', () => {
  // Accepted Monday 7 December 2026; the memorandum's default target is Wednesday 9 December.
  const memorandum = due('2026-12-09');
  const accepted = '2026-12-07';
  it('is green on the day the deal is accepted, not already due soon', () => {
    expect(stageRag(memorandum, at('2026-12-07T09:00:00.000Z'), accepted)).toBe('green');
    expect(dealRag([memorandum, due('2026-12-14')], at('2026-12-07T09:00:00.000Z'), accepted)).toBe('green');
  });
  it('turns amber for the second half of its time, and red after its target', () => {
    expect(stageRag(memorandum, at('2026-12-08T09:00:00.000Z'), accepted)).toBe('amber');
    expect(stageRag(memorandum, at('2026-12-09T09:00:00.000Z'), accepted)).toBe('amber');
    expect(stageRag(memorandum, at('2026-12-10T09:00:00.000Z'), accepted)).toBe('red');
  });
  it('keeps the 3-day window for a stage with longer than twice that', () => {
    expect(stageRag(due('2026-12-17'), at('2026-12-14T09:00:00.000Z'), accepted)).toBe('amber');
  });
});
