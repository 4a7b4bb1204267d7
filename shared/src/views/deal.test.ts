import { describe, expect, it } from 'vitest';
import { buildDeal } from '../../../infra/local/builders/deal';
import { analysisAtAcceptance } from '../rules/analysis-at-acceptance';
import type { Deal } from '../rules/deal';
import { defaultStageTargets } from '../rules/deal-stages';
import { dealBoardFigures, dealCard, myDealView } from './deal';

const acceptedAt = '2026-03-02T10:00:00.000Z';
const deal = (over: Partial<Deal> = {}): Deal => buildDeal({ investorId: 'inv-1', acceptedAt, ...over });

describe('myDealView', () => {
  it('labels each stage, marks the current one and judges its RAG on the day read in London', () => {
    const firstTarget = deal().stages[0]!.targetDate;
    // The day before the first target: within 3 days of it.
    const view = myDealView(deal(), 'Terrace', new Date(`${firstTarget}T00:30:00+01:00`));
    expect(view.currentStage).toBe('memorandumOfSale');
    expect(view.stages[0]).toMatchObject({ label: 'Memorandum of sale sent', owner: 'sourcer', current: true, rag: 'amber', doneAt: null });
    expect(view.stages.slice(1).every((s) => !s.current)).toBe(true);
    expect(view.stages.map((s) => s.key)).not.toContain('mortgageOffer');
    expect(view.rag).toBe('amber');
  });

  it('shows a deal accepted today as on track (green), not already due soon', () => {
    const view = myDealView(deal(), 'Terrace', new Date('2026-03-02T10:05:00.000Z'));
    expect(view.stages[0]!.rag).toBe('green');
    expect(view.rag).toBe('green');
  });

  it('shows an ended deal with no current stage, and its fall-through reason in words', () => {
    const ended = deal({ status: 'fellThrough', column: 'fellThrough', fallThrough: { reason: 'buyerWithdrew', feeDecision: 'keep', at: acceptedAt } });
    const view = myDealView(ended, null, new Date('2027-01-01T12:00:00Z'));
    expect(view).toMatchObject({ currentStage: null, rag: 'done', fallThrough: { reason: 'buyerWithdrew', reasonLabel: 'Buyer withdrew', at: acceptedAt } });
    expect(view.fallThrough).not.toHaveProperty('feeDecision');
  });
});

describe('the analysis at acceptance', () => {
  const analysis = analysisAtAcceptance({ prefill: { price: 95_000, monthlyRent: 650 }, pricePence: 9_500_000, acceptedAt });

  it("is the investor's, as stored, and null on a deal opened before it was kept", () => {
    expect(myDealView(deal({ analysisAtAcceptance: analysis }), 'Terrace', new Date(acceptedAt)).analysisAtAcceptance).toEqual(analysis);
    expect(myDealView(deal(), 'Terrace', new Date(acceptedAt)).analysisAtAcceptance).toBeNull();
  });

  it("is not on the admins' cards (the board lists hundreds)", () => {
    expect(dealCard(deal({ analysisAtAcceptance: analysis }), 'Terrace', { name: null, email: null }, new Date(acceptedAt))).not.toHaveProperty(
      'analysisAtAcceptance',
    );
  });
});

describe('dealCard', () => {
  it('carries the board column, days in the stage and the net sourcing fee in pence', () => {
    const card = dealCard(deal(), 'Terrace', { name: 'Ann', email: 'ann@example.com' }, new Date('2026-03-05T12:00:00Z'));
    expect(card).toMatchObject({ column: 'memorandumOfSale', daysInStage: 3, feePence: 285_000, investorName: 'Ann', fallThrough: null });
  });
});

describe('dealBoardFigures', () => {
  it('counts open deals’ fees net of VAT by stage, completions this month and fall-throughs over ended deals', () => {
    const completedStages = defaultStageTargets(acceptedAt, 'cash').map((stage) => ({ ...stage, doneAt: '2026-03-12T10:00:00.000Z' }));
    const figures = dealBoardFigures(
      [
        deal({ id: 'open-1' }),
        deal({ id: 'open-2', feeTerms: { kind: 'fixed', amountPence: 600_000 } }),
        deal({ id: 'done', status: 'completed', column: 'completed', stages: completedStages }),
        deal({ id: 'fell', status: 'fellThrough', column: 'fellThrough', fallThrough: { reason: 'mortgage', feeDecision: 'keep', at: acceptedAt } }),
      ],
      new Date('2026-03-20T12:00:00.000Z'),
    );
    // Both open deals are in their first stage: 3% of £95,000 (£2,850) and a fixed £6,000, both net of VAT.
    expect(figures.pipeline.find((row) => row.key === 'memorandumOfSale')).toMatchObject({ deals: 2, feePence: 285_000 + 600_000 });
    expect(figures.pipeline.filter((row) => row.key !== 'memorandumOfSale').every((row) => row.deals === 0 && row.feePence === 0)).toBe(true);
    expect(figures.completedThisMonth).toBe(1);
    expect(figures.averageDaysPerStage.find((s) => s.key === 'memorandumOfSale')).toMatchObject({ deals: 1, averageDays: 10 });
    expect(figures.fallThrough).toMatchObject({ ended: 2, fellThrough: 1, ratePercent: 50 });
    expect(figures.fallThrough.reasons.find((r) => r.reason === 'mortgage')!.count).toBe(1);
  });
});
