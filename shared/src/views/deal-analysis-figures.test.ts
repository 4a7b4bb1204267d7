import { describe, expect, it } from 'vitest';
import { analysisAtAcceptance } from '../rules/analysis-at-acceptance';
import { analysisSourceText, analysisSummaryFigures, percentText } from './deal-analysis-figures';

const kept = analysisAtAcceptance({ prefill: { price: 100_000, monthlyRent: 750 }, pricePence: 10_000_000, acceptedAt: '2026-12-04T10:00:00.000Z' });

describe('analysisSummaryFigures', () => {
  it("names a mortgage purchase's figures as the calculator does, with its stress test", () => {
    const figures = Object.fromEntries(analysisSummaryFigures(kept, 'mortgage').map((f) => [f.label, f.value]));
    // A £25,000 deposit, £5,000 SDLT and £2,000 of fees; £750 against £75,000 at 5.5% (£343.75 a month).
    expect(figures).toEqual({
      'Stamp Duty Land Tax': '£5,000',
      'Cash invested (with a mortgage)': '£32,000',
      'Gross yield': '9.00%',
      'Net yield': percentText(kept.results.returns.netYield),
      'Monthly cash flow (with a mortgage)': '£275',
      'Return on cash (with a mortgage)': '10.33%',
      'Buy-to-let stress test': 'Passes: interest cover 218.18% (145% required)',
    });
  });

  it("gives a cash purchase the calculator's Cash column and no stress test", () => {
    const figures = analysisSummaryFigures(kept, 'cash');
    expect(figures.find((f) => f.key === 'cashInvested')).toMatchObject({ label: 'Cash invested (cash purchase)', value: '£107,000' });
    expect(figures.map((f) => f.key)).not.toContain('stressTest');
  });
});

describe('analysisSourceText', () => {
  it('names the saved scenario, or the starting assumptions', () => {
    expect(analysisSourceText({ source: 'savedScenario', scenarioName: 'Base case' })).toBe('your saved scenario ‘Base case’');
    expect(analysisSourceText(kept)).toBe('the portal’s starting assumptions');
  });
});
