import { describe, expect, it } from 'vitest';
import { buildDeal, buildSolicitor } from '../../../infra/local/builders/deal';
import { chaserDay, chaserDue, chaserLetters, chaserStages } from './deal-chaser';
import type { DealStageProgress } from './deal-stages';
import type { DealStatus } from './deal-status';

const at = (iso: string) => new Date(iso);

describe('chaserDue: at most once per calendar day in London', () => {
  it('is due for an owner never chased', () => {
    expect(chaserDue(undefined, at('2026-12-01T07:00:00.000Z'))).toBe(true);
  });
  it('is not due again the same day, however late', () => {
    expect(chaserDue('2026-12-01T00:05:00.000Z', at('2026-12-01T23:59:00.000Z'))).toBe(false);
  });
  it('is due the next day, however soon after', () => {
    expect(chaserDue('2026-12-01T23:55:00.000Z', at('2026-12-02T00:05:00.000Z'))).toBe(true);
  });
  it('is not due when the last chaser is dated later than now (a clock behind)', () => {
    expect(chaserDue('2026-12-02T07:00:00.000Z', at('2026-12-01T07:00:00.000Z'))).toBe(false);
  });
  it('counts summer days in BST: 23:30 UTC is already the next day', () => {
    expect(chaserDue('2026-06-15T07:00:00.000Z', at('2026-06-15T23:30:00.000Z'))).toBe(true); // 08:00 BST, then 00:30 BST on the 16th
    expect(chaserDue('2026-06-15T23:30:00.000Z', at('2026-06-16T22:30:00.000Z'))).toBe(false); // both on the 16th in London
  });
  it('turns the day at midnight BST after the clocks go forward (Sunday 29 March 2026)', () => {
    // Sunday 08:00 BST, then Sunday 23:30 UTC = Monday 00:30 BST: a new day, though under 16 hours have passed.
    expect(chaserDue('2026-03-29T07:00:00.000Z', at('2026-03-29T23:30:00.000Z'))).toBe(true);
    // Saturday 23:30 GMT and Sunday 00:30 GMT, the night of the change: a new day an hour later.
    expect(chaserDue('2026-03-28T23:30:00.000Z', at('2026-03-29T00:30:00.000Z'))).toBe(true);
  });
  it('does not chase twice on the 25-hour day the clocks go back (Sunday 25 October 2026)', () => {
    // Sunday 00:30 BST (Saturday 23:30 UTC), then Sunday 23:30 GMT: 24 hours apart, the same day in London.
    expect(chaserDue('2026-10-24T23:30:00.000Z', at('2026-10-25T23:30:00.000Z'))).toBe(false);
    // A daily job at 07:00 UTC: 08:00 BST on Saturday, 07:00 GMT on Sunday, each a day of its own.
    expect(chaserDue('2026-10-24T07:00:00.000Z', at('2026-10-25T07:00:00.000Z'))).toBe(true);
  });
});

describe('chaserStages', () => {
  const now = at('2026-12-10T07:00:00.000Z');
  const stage = (
    key: DealStageProgress['key'],
    owner: DealStageProgress['owner'],
    targetDate: string,
    more: Partial<DealStageProgress> = {},
  ): DealStageProgress => ({
    key,
    owner,
    targetDate,
    ...more,
  });
  const stages = [
    stage('memorandumOfSale', 'sourcer', '2026-11-20', { doneAt: '2026-11-21T10:00:00.000Z' }), // late once, done
    stage('solicitorsInstructed', 'investor', '2026-12-01', { skippedAt: '2026-12-02T10:00:00.000Z' }), // skipped
    stage('searchesOrdered', 'solicitor', '2026-12-09'), // late
    stage('surveyAndValuation', 'investor', '2026-12-13'), // due in 3 days
    stage('mortgageOffer', 'investor', '2026-12-14'), // due in 4 days
    stage('enquiriesAnswered', 'solicitor', '2026-12-10'), // due today
  ];
  const open = (status: DealStatus = 'open') => ({ status, stages });
  const keys = (list: DealStageProgress[]) => list.map((s) => s.key);

  it("lists an owner's stages due within 3 days or late, not the done, skipped or later ones", () => {
    expect(keys(chaserStages(open(), now, 'solicitor'))).toEqual(['searchesOrdered', 'enquiriesAnswered']);
    expect(keys(chaserStages(open(), now, 'investor'))).toEqual(['surveyAndValuation']);
    expect(chaserStages(open(), now, 'sourcer')).toEqual([]);
  });
  it("lists every owner's for the admins' summary", () => {
    expect(keys(chaserStages(open(), now))).toEqual(['searchesOrdered', 'surveyAndValuation', 'enquiriesAnswered']);
  });
  it('lists nothing on a deal that has completed or fallen through', () => {
    expect(chaserStages(open('completed'), now)).toEqual([]);
    expect(chaserStages(open('fellThrough'), now, 'solicitor')).toEqual([]);
  });
  it('judges the day in London across the clocks going back: 23:30 UTC on Saturday 24 October 2026 is Sunday', () => {
    const october = { status: 'open' as const, stages: [stage('exchange', 'solicitor', '2026-10-28'), stage('completion', 'solicitor', '2026-10-29')] };
    expect(keys(chaserStages(october, at('2026-10-24T22:30:00.000Z')))).toEqual([]); // Saturday 23:30 BST: 4 and 5 days ahead
    expect(keys(chaserStages(october, at('2026-10-24T23:30:00.000Z')))).toEqual(['exchange']); // Sunday 00:30 BST
  });
});

describe('chaserDay: the day an owner is claimed for agrees with chaserDue', () => {
  // Around both clock changes of 2026 and an ordinary day, every half hour over two days.
  const starts = ['2026-03-28T00:00:00.000Z', '2026-10-24T00:00:00.000Z', '2026-12-01T00:00:00.000Z'];
  const twoDays = (start: string) => Array.from({ length: 96 }, (_, i) => new Date(Date.parse(start) + i * 30 * 60 * 1000));
  it('gives a new day exactly when the owner chased at the earlier instant is due again at the later one', () => {
    for (const instants of starts.map(twoDays))
      for (const [i, earlier] of instants.entries())
        for (const later of instants.slice(i))
          expect(chaserDay(earlier) !== chaserDay(later), `${earlier.toISOString()} then ${later.toISOString()}`).toBe(chaserDue(earlier.toISOString(), later));
  });
  it('is the London date: 23:30 UTC in summer is the next day', () => {
    expect(chaserDay(at('2026-06-15T23:30:00.000Z'))).toBe('2026-06-16');
    expect(chaserDay(at('2026-12-15T23:30:00.000Z'))).toBe('2026-12-15');
  });
});

describe('chaserLetters', () => {
  const now = at('2026-12-10T07:00:00.000Z');
  const late = (key: DealStageProgress['key'], owner: DealStageProgress['owner']): DealStageProgress => ({ key, owner, targetDate: '2026-12-09' });
  const later = (key: DealStageProgress['key'], owner: DealStageProgress['owner']): DealStageProgress => ({ key, owner, targetDate: '2027-01-20' });
  const deal = (id: string, investorId: string, stages: DealStageProgress[], more: { status?: DealStatus; solicitor?: string } = {}) =>
    buildDeal({
      id,
      investorId,
      status: more.status ?? 'open',
      stages,
      ...(more.solicitor ? { buyerSolicitor: buildSolicitor({ email: more.solicitor }) } : {}),
    });
  const a = deal('a', 'inv-1', [late('memorandumOfSale', 'sourcer'), late('solicitorsInstructed', 'investor'), later('searchesOrdered', 'solicitor')], {
    solicitor: 'Sam@Law.example',
  });
  const b = deal('b', 'inv-1', [late('searchesOrdered', 'solicitor'), late('surveyAndValuation', 'investor')], { solicitor: ' sam@law.example' });
  const c = deal('c', 'inv-2', [late('searchesOrdered', 'solicitor')]);
  const quiet = deal('d', 'inv-3', [later('solicitorsInstructed', 'investor')]);
  const ended = deal('e', 'inv-4', [late('solicitorsInstructed', 'investor')], { status: 'fellThrough' });
  const letters = chaserLetters([a, b, c, quiet, ended], now);
  const summary = (entries: { deal: { id: string }; stages: DealStageProgress[] }[] | undefined) =>
    entries?.map((e) => [e.deal.id, e.stages.map((s) => s.key)]);

  it('gives each investor one letter of their own stages over all their deals, and none to an investor with nothing due or a deal ended', () => {
    expect([...letters.investors.keys()]).toEqual(['inv-1']);
    expect(summary(letters.investors.get('inv-1'))).toEqual([
      ['a', ['solicitorsInstructed']],
      ['b', ['surveyAndValuation']],
    ]);
  });
  it("gives a solicitor one letter, by their email in any case, of the solicitor's stages on the deals naming them", () => {
    expect([...letters.solicitors.keys()]).toEqual(['sam@law.example']);
    expect(summary(letters.solicitors.get('sam@law.example'))).toEqual([['b', ['searchesOrdered']]]);
  });
  it("gives the admins every owner's due and late stages: the sourcer's and an unnamed solicitor's are chased there only", () => {
    expect(summary(letters.summary)).toEqual([
      ['a', ['memorandumOfSale', 'solicitorsInstructed']],
      ['b', ['searchesOrdered', 'surveyAndValuation']],
      ['c', ['searchesOrdered']],
    ]);
  });
});
