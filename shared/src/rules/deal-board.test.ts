import { describe, expect, it } from 'vitest';
import { averageDaysPerStage, completedInMonth, daysInStage, fallThroughSummary, lookBackStart, pipelineByStage, type BoardDeal } from './deal-board';
import { defaultStageTargets, type DealFinancing, type DealStageProgress } from './deal-stages';
import type { DealStatus, FallThroughReason } from './deal-status';

const acceptedAt = '2026-11-30T10:00:00.000Z';

/** Before every date below: the look-back of the tests that are not about it. */
const always = '2026-01-01T00:00:00.000Z';

/** A deal accepted on 30 November 2026 whose first stages were done on the given dates (noon UTC); an ended one ended on the last. */
function deal(
  doneOn: readonly string[],
  more: { status?: DealStatus; feePence?: number; financing?: DealFinancing; reason?: FallThroughReason; endedAt?: string } = {},
): BoardDeal {
  const stages = defaultStageTargets(acceptedAt, more.financing ?? 'mortgage').map((stage, i): DealStageProgress => {
    const day = doneOn[i];
    return day ? { ...stage, doneAt: day.includes('T') ? day : `${day}T12:00:00.000Z` } : stage;
  });
  const status = more.status ?? 'open';
  const endedAt = more.endedAt ?? stages.reduce((last, stage) => (stage.doneAt && stage.doneAt > last ? stage.doneAt : last), acceptedAt);
  return {
    status,
    acceptedAt,
    ...(status === 'open' ? {} : { endedAt }),
    stages,
    feePence: more.feePence ?? 500_000,
    ...(more.reason ? { fallThrough: { reason: more.reason } } : {}),
  };
}
const withStage = (of: BoardDeal, index: number, change: Partial<DealStageProgress>): BoardDeal => ({
  ...of,
  stages: of.stages.map((stage, i) => (i === index ? { ...stage, ...change } : stage)),
});
const allDone = (last: string) => ['2026-12-01', '2026-12-03', '2026-12-20', '2027-01-10', '2027-01-20', '2027-03-01', '2027-05-01', last];

describe('pipelineByStage', () => {
  it('adds up the fees of open deals by their current stage, in pence, every stage listed', () => {
    const rows = pipelineByStage([
      deal([], { feePence: 500_000 }),
      deal([], { feePence: 375_050 }),
      deal(['2026-12-01', '2026-12-03'], { feePence: 900_000 }),
      deal(allDone('2027-05-20'), { status: 'completed', feePence: 1_000_000 }),
      deal(['2026-12-01'], { status: 'fellThrough', feePence: 1_000_000, reason: 'chain' }),
    ]);
    expect(rows.map((row) => row.key)).toEqual([
      'memorandumOfSale',
      'solicitorsInstructed',
      'searchesOrdered',
      'surveyAndValuation',
      'mortgageOffer',
      'enquiriesAnswered',
      'exchange',
      'completion',
    ]);
    expect(rows[0]).toEqual({ key: 'memorandumOfSale', label: 'Memorandum of sale sent', deals: 2, feePence: 875_050 });
    expect(rows[2]).toMatchObject({ key: 'searchesOrdered', deals: 1, feePence: 900_000 });
    expect(rows.reduce((sum, row) => sum + row.deals, 0)).toBe(3);
  });
  it('puts a cash deal past the survey in enquiries', () => {
    const rows = pipelineByStage([deal(['2026-12-01', '2026-12-03', '2026-12-20', '2027-01-10'], { financing: 'cash' })]);
    expect(rows.find((row) => row.deals)?.key).toBe('enquiriesAnswered');
  });
  it('refuses a fee that is not whole pence', () => {
    expect(() => pipelineByStage([deal([], { feePence: 12.5 })])).toThrow(/whole number of pence/);
  });
});

describe('completedInMonth', () => {
  it('counts deals completed in the current month in London', () => {
    const now = new Date('2027-05-28T09:00:00.000Z');
    expect(
      completedInMonth(
        [
          deal(allDone('2027-05-03'), { status: 'completed' }),
          deal(allDone('2027-05-20'), { status: 'completed' }),
          deal(allDone('2027-04-30'), { status: 'completed' }),
          deal(allDone('2026-05-20'), { status: 'completed' }), // a year before
          deal(['2026-12-01'], { status: 'open' }),
        ],
        now,
      ),
    ).toBe(2);
  });
  it('takes the month in London at both ends: 23:30 UTC on 31 March 2027 is 1 April (BST)', () => {
    const lateMarch = deal(allDone('2027-03-31T23:30:00.000Z'), { status: 'completed' });
    expect(completedInMonth([lateMarch], new Date('2027-04-15T09:00:00.000Z'))).toBe(1);
    expect(completedInMonth([lateMarch], new Date('2027-03-31T22:30:00.000Z'))).toBe(0); // 23:30 BST on 31 March
    expect(completedInMonth([lateMarch], new Date('2027-03-31T23:30:00.000Z'))).toBe(1);
  });
});

describe('daysInStage', () => {
  it('counts calendar days since the stage before it closed, the first since acceptance', () => {
    expect(daysInStage(deal([]), new Date('2026-12-04T09:00:00.000Z'))).toBe(4);
    expect(daysInStage(deal(['2026-12-01', '2026-12-03']), new Date('2026-12-10T09:00:00.000Z'))).toBe(7);
  });
  it('counts from the close of a skipped stage too', () => {
    const skipped = withStage(deal(['2026-12-01']), 1, { skippedAt: '2026-12-05T10:00:00.000Z' });
    expect(daysInStage(skipped, new Date('2026-12-06T09:00:00.000Z'))).toBe(1);
  });
  it('counts days in London across the clocks going forward', () => {
    const march = { acceptedAt: '2027-03-27T23:30:00.000Z', stages: defaultStageTargets('2027-03-27T23:30:00.000Z', 'cash') };
    expect(daysInStage(march, new Date('2027-03-28T23:30:00.000Z'))).toBe(2); // Saturday 23:30 GMT to Monday 00:30 BST
  });
  it('is undefined when no stage is open', () => {
    expect(daysInStage(deal(allDone('2027-05-20')), new Date('2027-05-21T09:00:00.000Z'))).toBeUndefined();
  });
});

describe('averageDaysPerStage', () => {
  it('averages the days each done stage took, to one decimal place, skipped and open stages left out', () => {
    const skippedMortgage = withStage(
      withStage(deal(['2026-12-02', '2026-12-05', '2026-12-20', '2027-01-12']), 4, { skippedAt: '2027-01-13T10:00:00.000Z' }),
      5,
      {
        doneAt: '2027-03-01T12:00:00.000Z',
      },
    );
    const rows = averageDaysPerStage([deal(['2026-12-01', '2026-12-03']), deal(['2026-12-02', '2026-12-03']), deal(['2026-12-02']), skippedMortgage], always);
    expect(rows[0]).toEqual({ key: 'memorandumOfSale', label: 'Memorandum of sale sent', deals: 4, averageDays: 1.8 }); // 1, 2, 2, 2
    expect(rows[1]).toMatchObject({ key: 'solicitorsInstructed', deals: 3, averageDays: 2 }); // 2, 1, 3
    expect(rows[4]).toMatchObject({ key: 'mortgageOffer', deals: 0, averageDays: null });
    expect(rows[5]).toMatchObject({ key: 'enquiriesAnswered', deals: 1, averageDays: 47 }); // from the skip on 13 January
    expect(rows[7]).toMatchObject({ key: 'completion', deals: 0, averageDays: null });
  });
  it('counts only the stages done on or after the start of the look-back, of open and ended deals alike', () => {
    const since = '2026-12-03T12:00:00.000Z';
    const rows = averageDaysPerStage(
      [
        deal(['2026-12-01', '2026-12-03']), // 1 day, before; 2 days, on the start itself
        deal(['2026-12-02', '2026-12-08'], { status: 'fellThrough', reason: 'chain' }), // 2 days, before; 6 days
        deal(['2026-12-05']), // 5 days
      ],
      since,
    );
    expect(rows[0]).toMatchObject({ key: 'memorandumOfSale', deals: 1, averageDays: 5 });
    expect(rows[1]).toMatchObject({ key: 'solicitorsInstructed', deals: 2, averageDays: 4 });
  });
});

describe('fallThroughSummary', () => {
  it('is the share of ended deals that fell through, with every reason counted', () => {
    const summary = fallThroughSummary(
      [
        deal(allDone('2027-05-20'), { status: 'completed' }),
        deal(allDone('2027-05-21'), { status: 'completed' }),
        deal(['2026-12-01'], { status: 'fellThrough', reason: 'survey' }),
        deal([], { status: 'open' }),
      ],
      always,
    );
    expect(summary).toMatchObject({ ended: 3, fellThrough: 1, ratePercent: 33.3 });
    expect(summary.reasons).toEqual([
      { reason: 'survey', label: 'Survey', count: 1 },
      { reason: 'mortgage', label: 'Mortgage', count: 0 },
      { reason: 'buyerWithdrew', label: 'Buyer withdrew', count: 0 },
      { reason: 'sellerWithdrew', label: 'Seller withdrew', count: 0 },
      { reason: 'chain', label: 'Chain', count: 0 },
      { reason: 'other', label: 'Other', count: 0 },
    ]);
  });
  it('has no rate while no deal has ended', () => {
    expect(fallThroughSummary([deal([])], always)).toMatchObject({ ended: 0, fellThrough: 0, ratePercent: null });
  });
  it('counts the deals that ended over the last 12 months: one ended 13 months ago does not, one ended last month does', () => {
    const now = new Date('2028-06-15T10:00:00.000Z');
    const since = lookBackStart(now);
    const summary = fallThroughSummary(
      [
        deal(['2026-12-01'], { status: 'fellThrough', reason: 'chain', endedAt: '2027-05-15T10:00:00.000Z' }), // 13 months ago
        deal(allDone('2027-05-20'), { status: 'completed', endedAt: '2027-05-20T10:00:00.000Z' }), // 12 months and 26 days ago
        deal(['2026-12-01'], { status: 'fellThrough', reason: 'survey', endedAt: '2028-05-15T10:00:00.000Z' }), // last month
        deal(allDone('2028-05-20'), { status: 'completed', endedAt: '2028-05-20T10:00:00.000Z' }),
        deal(['2026-12-01'], { status: 'fellThrough', reason: 'mortgage', endedAt: since }), // on the start itself
      ],
      since,
    );
    expect(summary).toMatchObject({ ended: 3, fellThrough: 2, ratePercent: 66.7 });
    expect(summary.reasons.filter((r) => r.count > 0).map((r) => [r.reason, r.count])).toEqual([
      ['survey', 1],
      ['mortgage', 1],
    ]);
  });
});

describe('lookBackStart', () => {
  it('is the same moment 12 calendar months before', () => {
    expect(lookBackStart(new Date('2028-06-15T10:00:00.000Z'))).toBe('2027-06-15T10:00:00.000Z');
    expect(lookBackStart(new Date('2027-01-31T23:59:59.999Z'))).toBe('2026-01-31T23:59:59.999Z');
  });
  it('goes back from 29 February to 28 February', () => {
    expect(lookBackStart(new Date('2028-02-29T08:00:00.000Z'))).toBe('2027-02-28T08:00:00.000Z');
  });
});
