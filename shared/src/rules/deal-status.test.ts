import { describe, expect, it } from 'vitest';
import { defaultStageTargets, type DealFinancing, type DealStageProgress } from './deal-stages';
import { fallThroughReasons, transitionDeal, type DealEvent, type DealFacts, type DealStatus } from './deal-status';

const acceptedAt = '2026-11-30T10:00:00.000Z';
const at = '2026-12-02T09:00:00.000Z';
const later = '2026-12-03T09:00:00.000Z';

/** A deal whose first `closed` stages are done. */
function deal(closed = 0, financing: DealFinancing = 'mortgage', status: DealStatus = 'open'): DealFacts {
  const stages: DealStageProgress[] = defaultStageTargets(acceptedAt, financing).map((stage, i) => (i < closed ? { ...stage, doneAt: at } : stage));
  return { status, stages };
}
const complete = (key: string): DealEvent => ({ kind: 'completeStage', key, at: later });
const skip = (key: string): DealEvent => ({ kind: 'skipStage', key, at: later });

describe('completeStage', () => {
  it('marks the current stage done, and the deal stays open', () => {
    const result = transitionDeal(deal(0), complete('memorandumOfSale'));
    expect(result).toMatchObject({ allowed: true, status: 'open' });
    if (!result.allowed) return;
    expect(result.stages[0]).toMatchObject({ key: 'memorandumOfSale', doneAt: later });
    expect(result.stages.slice(1).every((stage) => !stage.doneAt && !stage.skippedAt)).toBe(true);
  });
  it('completes the deal when the last stage is done', () => {
    expect(transitionDeal(deal(7), complete('completion'))).toMatchObject({ allowed: true, status: 'completed' });
    expect(transitionDeal(deal(6, 'cash'), complete('completion'))).toMatchObject({ allowed: true, status: 'completed' });
  });
  it('takes the next stage after a skipped one', () => {
    const facts: DealFacts = { status: 'open', stages: deal(0).stages.map((stage, i) => (i === 0 ? { ...stage, skippedAt: at } : stage)) };
    expect(transitionDeal(facts, complete('solicitorsInstructed'))).toMatchObject({ allowed: true, status: 'open' });
  });
  it('refuses a stage ahead of the current one, naming the current one', () => {
    expect(transitionDeal(deal(0), complete('searchesOrdered'))).toEqual({
      allowed: false,
      reason: 'Memorandum of sale sent comes first: stages move forward in order.',
    });
    expect(transitionDeal(deal(6), complete('completion'))).toEqual({ allowed: false, reason: 'Exchange comes first: stages move forward in order.' });
  });
  it('refuses a stage already done or skipped: stages never move back', () => {
    expect(transitionDeal(deal(2), complete('memorandumOfSale'))).toEqual({
      allowed: false,
      reason: 'Memorandum of sale sent is done already: stages do not move back.',
    });
    const skipped: DealFacts = { status: 'open', stages: deal(0).stages.map((stage, i) => (i === 0 ? { ...stage, skippedAt: at } : stage)) };
    expect(transitionDeal(skipped, complete('memorandumOfSale'))).toEqual({
      allowed: false,
      reason: 'Memorandum of sale sent is marked skipped already: stages do not move back.',
    });
  });
  it("refuses a stage the deal does not have: a cash purchase's mortgage offer, an unknown key", () => {
    expect(transitionDeal(deal(4, 'cash'), complete('mortgageOffer'))).toEqual({ allowed: false, reason: "This deal has no stage 'mortgageOffer'." });
    expect(transitionDeal(deal(0), complete('valuation'))).toEqual({ allowed: false, reason: "This deal has no stage 'valuation'." });
  });
  it('leaves the facts it was given unchanged', () => {
    const facts = deal(0);
    const before = structuredClone(facts);
    transitionDeal(facts, complete('memorandumOfSale'));
    expect(facts).toEqual(before);
  });
});

describe('skipStage', () => {
  it('marks the current stage skipped, and the next becomes current', () => {
    const result = transitionDeal(deal(4), skip('mortgageOffer'));
    expect(result).toMatchObject({ allowed: true, status: 'open' });
    if (!result.allowed) return;
    expect(result.stages[4]).toEqual({ ...deal(4).stages[4], skippedAt: later });
    expect(transitionDeal({ status: 'open', stages: result.stages }, complete('enquiriesAnswered'))).toMatchObject({ allowed: true });
  });
  it('refuses a stage ahead of the current one, or one already closed', () => {
    expect(transitionDeal(deal(0), skip('surveyAndValuation'))).toMatchObject({ allowed: false, reason: expect.stringContaining('comes first') });
    expect(transitionDeal(deal(1), skip('memorandumOfSale'))).toMatchObject({ allowed: false, reason: expect.stringContaining('do not move back') });
  });
  it('refuses exchange and completion: no purchase completes without them', () => {
    expect(transitionDeal(deal(6), skip('exchange'))).toEqual({ allowed: false, reason: 'Exchange cannot be skipped: no purchase completes without it.' });
    expect(transitionDeal(deal(7), skip('completion'))).toEqual({ allowed: false, reason: 'Completion cannot be skipped: no purchase completes without it.' });
  });
});

describe('fallThrough', () => {
  it.each(fallThroughReasons.filter((reason) => reason !== 'other'))('ends an open deal for the reason %s, a note optional', (reason) => {
    expect(transitionDeal(deal(3), { kind: 'fallThrough', reason })).toEqual({ allowed: true, status: 'fellThrough', stages: deal(3).stages });
    expect(transitionDeal(deal(3), { kind: 'fallThrough', reason, note: 'Down valuation' })).toMatchObject({ allowed: true, status: 'fellThrough' });
  });
  it("ends it for 'other' only with a note that says what happened", () => {
    expect(transitionDeal(deal(3), { kind: 'fallThrough', reason: 'other', note: 'Probate delayed past the long-stop date' })).toMatchObject({
      allowed: true,
      status: 'fellThrough',
    });
    for (const note of [undefined, '', '    ', 'n/a '])
      expect(transitionDeal(deal(3), { kind: 'fallThrough', reason: 'other', ...(note === undefined ? {} : { note }) })).toEqual({
        allowed: false,
        reason: 'Write what happened (at least 5 characters).',
      });
  });
  it('refuses a reason not in the list', () => {
    expect(transitionDeal(deal(3), { kind: 'fallThrough', reason: 'weather' })).toEqual({
      allowed: false,
      reason: 'Choose why the deal fell through: survey, mortgage, buyer withdrew, seller withdrew, chain, other.',
    });
  });
  it('may end a deal at any stage before completion, exchange included', () => {
    expect(transitionDeal(deal(0), { kind: 'fallThrough', reason: 'buyerWithdrew' })).toMatchObject({ allowed: true, status: 'fellThrough' });
    expect(transitionDeal(deal(7), { kind: 'fallThrough', reason: 'chain' })).toMatchObject({ allowed: true, status: 'fellThrough' });
  });
});

describe('a deal that has ended', () => {
  const events: DealEvent[] = [complete('memorandumOfSale'), skip('memorandumOfSale'), { kind: 'fallThrough', reason: 'survey' }];
  it.each(events)('refuses $kind once completed', (event) => {
    expect(transitionDeal(deal(8, 'mortgage', 'completed'), event)).toEqual({ allowed: false, reason: 'This deal has completed.' });
  });
  it.each(events)('refuses $kind once fallen through', (event) => {
    expect(transitionDeal(deal(2, 'mortgage', 'fellThrough'), event)).toEqual({ allowed: false, reason: 'This deal fell through.' });
  });
});
