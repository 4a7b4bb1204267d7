import { describe, expect, it } from 'vitest';
import type { Deal } from '@shared/rules/deal';
import { defaultStageTargets, type DealFinancing } from '@shared/rules/deal-stages';
import { boardCard, type BoardCard, type DealBoardColumn } from '@shared/views/deal';
import { filterColumns, isFiltered, matchesFilters, readBoardFilters, withBoardFilters } from './board-filters';
import { dealMoves, dropOutcome } from './deal-moves';

/** Cards as the server makes them (shared/src/views/deal.ts), from deals accepted on one day and read on another. */
const acceptedAt = '2026-03-02T10:00:00.000Z';
const now = new Date('2026-03-04T12:00:00.000Z');

function dealOf(closed: number, financing: DealFinancing = 'cash', over: Partial<Deal> = {}): Deal {
  const stages = defaultStageTargets(acceptedAt, financing).map((stage, i) => (i < closed ? { ...stage, doneAt: '2026-03-03T09:00:00.000Z' } : stage));
  const column = stages[closed]?.key ?? 'completed';
  return {
    id: `deal-${closed}-${financing}`,
    propertyId: 'prop-1',
    investorId: 'inv-1',
    status: 'open',
    financing,
    acceptedAt,
    pricePence: 9_500_000,
    feeTerms: { kind: 'percent', basisPoints: 300 },
    stages,
    column,
    columnSince: acceptedAt,
    createdAt: acceptedAt,
    updatedAt: acceptedAt,
    version: 3,
    ...over,
  };
}
const ada = { name: 'Ada', email: 'ada@example.com' };
const card = (closed: number, financing?: DealFinancing, over?: Partial<Deal>) => boardCard(dealOf(closed, financing, over), 'Terrace', ada, now);
const open = (closed: number, financing?: DealFinancing): BoardCard => card(closed, financing)!;

describe('the board filters in the URL', () => {
  it('read the RAG and the owner, ignoring values that are not choices', () => {
    expect(readBoardFilters(new URLSearchParams('rag=amber&owner=solicitor'))).toEqual({ rag: 'amber', owner: 'solicitor' });
    expect(readBoardFilters(new URLSearchParams('rag=purple&owner=bank'))).toEqual({ rag: null, owner: null });
    expect(readBoardFilters(new URLSearchParams(''))).toEqual({ rag: null, owner: null });
  });

  it('are written beside the other parameters, and a filter turned off leaves the URL', () => {
    const params = withBoardFilters(new URLSearchParams('tab=x&rag=red'), { rag: null, owner: 'investor' });
    expect(params.toString()).toBe('tab=x&owner=investor');
    expect(isFiltered(readBoardFilters(params))).toBe(true);
    expect(isFiltered({ rag: null, owner: null })).toBe(false);
  });
});

describe('filtering the cards', () => {
  // The memorandum of sale (the sourcer's) is due on 4 March, the day read: amber. Solicitors instructed (the
  // investor's) is due on 9 March, 5 days on: green.
  const first = open(0);
  const second = open(1);

  it('match a card by its RAG and by the owner of its current stage', () => {
    expect(first.rag).toBe('amber');
    expect(second.rag).toBe('green');
    expect(first.owner).toBe('sourcer');
    expect(second.owner).toBe('investor');
    expect(matchesFilters(first, { rag: 'amber', owner: null })).toBe(true);
    expect(matchesFilters(first, { rag: 'amber', owner: 'investor' })).toBe(false);
    expect(matchesFilters(second, { rag: null, owner: 'investor' })).toBe(true);
    expect(matchesFilters(second, { rag: 'red', owner: null })).toBe(false);
  });

  it('keep every column, empty ones too, so each still takes a drop', () => {
    const columns: DealBoardColumn[] = [
      { key: 'memorandumOfSale', label: 'Memorandum of sale sent', deals: [first] },
      { key: 'solicitorsInstructed', label: 'Solicitors instructed', deals: [second] },
    ];
    const shown = filterColumns(columns, { rag: 'green', owner: null });
    expect(shown.map((c) => [c.key, c.deals.map((d) => d.id)])).toEqual([
      ['memorandumOfSale', []],
      ['solicitorsInstructed', [second.id]],
    ]);
    expect(columns[0]!.deals).toEqual([first]);
  });
});

describe('the board card', () => {
  it('carries only what the card, the filters and the menu show', () => {
    expect(open(1)).toEqual({
      id: 'deal-1-cash',
      version: 3,
      propertyTitle: 'Terrace',
      investor: 'Ada',
      stage: 'solicitorsInstructed',
      owner: 'investor',
      rag: 'green',
      daysInStage: 1,
      canMarkDone: true,
      canSkip: true,
      next: 'searchesOrdered',
    });
  });

  it('names the investor by their email when they have no name, and nobody when their profile is gone', () => {
    expect(boardCard(dealOf(0), null, { name: null, email: 'ada@example.com' }, now)?.investor).toBe('ada@example.com');
    expect(boardCard(dealOf(0), null, { name: null, email: null }, now)?.investor).toBeNull();
  });

  it('is not made for an ended deal', () => {
    expect(card(2, 'cash', { status: 'fellThrough', column: 'fellThrough' })).toBeUndefined();
  });
});

describe('the moves a card offers', () => {
  it('offer done and skipped for a stage that may be skipped, and name the next stage', () => {
    const moves = dealMoves(open(0));
    expect(moves).toEqual({
      stage: { key: 'memorandumOfSale', label: 'Memorandum of sale sent' },
      next: { key: 'solicitorsInstructed', label: 'Solicitors instructed' },
      canMarkDone: true,
      canSkip: true,
    });
  });

  it('never offer to skip exchange or completion; completion has no next stage', () => {
    const exchange = open(5); // cash: memorandum, solicitors, searches, survey, enquiries done
    expect(dealMoves(exchange)).toMatchObject({ stage: { key: 'exchange' }, next: { key: 'completion' }, canMarkDone: true, canSkip: false });
    expect(dealMoves(open(6))).toMatchObject({ stage: { key: 'completion' }, next: null, canMarkDone: true, canSkip: false });
  });

  it('go past the mortgage offer for a cash buyer, and through it for a mortgage', () => {
    expect(dealMoves(open(3, 'cash')).next!.key).toBe('enquiriesAnswered');
    expect(dealMoves(open(3, 'mortgage')).next!.key).toBe('mortgageOffer');
  });
});

describe('dropping a card', () => {
  it("marks the current stage done on the next stage's column, does nothing on its own, and refuses any other", () => {
    const deal = open(0);
    expect(dropOutcome(deal, 'solicitorsInstructed')).toMatchObject({ kind: 'markDone', stage: { key: 'memorandumOfSale' } });
    expect(dropOutcome(deal, 'memorandumOfSale')).toEqual({ kind: 'none' });
    expect(dropOutcome(deal, 'exchange')).toEqual({
      kind: 'refused',
      reason: "A deal moves one stage at a time: drop it on Solicitors instructed, or use the card's menu to mark a stage skipped.",
    });
  });

  it('refuses a move past the last stage, which the menu records', () => {
    expect(dropOutcome(open(6), 'exchange')).toEqual({ kind: 'refused', reason: "Completion is the last stage: record it from the card's menu." });
  });
});
