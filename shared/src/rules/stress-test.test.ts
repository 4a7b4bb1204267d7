import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultIcrPercent, STRESS_TEST_DEFAULTS, stressTest, stressTestLine } from './stress-test';

/**
 * Source: the PRA's Supervisory Statement SS13/16, 'Underwriting standards for buy-to-let mortgage contracts'
 * (interest cover ratio = rental income / interest at a stressed rate), with the common lender assumptions of
 * 125% for a limited company and 145% for a higher-rate taxpayer at 5.5%.
 */
describe('buy-to-let stress test', () => {
  it('defaults: 125% for a company, 145% for a higher-rate taxpayer, at 5.5%', () => {
    expect(defaultIcrPercent(true)).toBe(125);
    expect(defaultIcrPercent(false)).toBe(145);
    expect(STRESS_TEST_DEFAULTS.stressRatePercent).toBe(5.5);
  });

  it('ICR = monthly rent / (loan x stress rate / 12)', () => {
    // £150,000 at 5.5% = £687.50 a month; £1,000 / £687.50 = 145.45%.
    const result = stressTest({ monthlyRent: 1_000, loan: 150_000, stressRatePercent: 5.5, icrPercent: 145 });
    expect(result.stressedMonthlyInterest).toBeCloseTo(687.5, 10);
    expect(result.icrPercent).toBeCloseTo(145.4545, 4);
    expect(result.pass).toBe(true);
  });

  it('fails when the rent does not cover the ratio', () => {
    expect(stressTest({ monthlyRent: 1_000, loan: 160_000, stressRatePercent: 5.5, icrPercent: 145 }).pass).toBe(false);
    expect(stressTest({ monthlyRent: 1_000, loan: 160_000, stressRatePercent: 5.5, icrPercent: 125 }).pass).toBe(true);
  });

  it('the largest loan the rent supports: annual rent / (ICR x stress rate), and it passes exactly', () => {
    // £12,000 / (1.45 x 0.055) = £150,470.22; at 125%: £12,000 / (1.25 x 0.055) = £174,545.45.
    const at145 = stressTest({ monthlyRent: 1_000, loan: 0, stressRatePercent: 5.5, icrPercent: 145 }).maxLoan!;
    expect(at145).toBeCloseTo(150_470.22, 2);
    expect(stressTest({ monthlyRent: 1_000, loan: 0, stressRatePercent: 5.5, icrPercent: 125 }).maxLoan).toBeCloseTo(174_545.45, 2);
    expect(stressTest({ monthlyRent: 1_000, loan: at145, stressRatePercent: 5.5, icrPercent: 145 }).pass).toBe(true);
    expect(stressTest({ monthlyRent: 1_000, loan: at145 + 100, stressRatePercent: 5.5, icrPercent: 145 }).pass).toBe(false);
  });

  it('with no loan there is nothing to cover', () => {
    expect(stressTest({ monthlyRent: 1_000, loan: 0, stressRatePercent: 5.5, icrPercent: 145 })).toMatchObject({ icrPercent: null, pass: true });
  });

  it('shows the ratio with the precision of its verdict: £1,243 on £187,500 at 5.5% is 144.64%, failing 145%', () => {
    const result = stressTest({ monthlyRent: 1_243, loan: 187_500, stressRatePercent: 5.5, icrPercent: 145 });
    expect(result).toMatchObject({ shownIcrPercent: 144.64, pass: false });
    expect(stressTestLine(result, 145)).toBe('Fails: interest cover 144.64% (145% required)');
    const atRequirement = stressTest({ monthlyRent: 1_246.1, loan: 187_500, stressRatePercent: 5.5, icrPercent: 145 });
    expect(stressTestLine(atRequirement, 145)).toBe('Passes: interest cover 145.00% (145% required)');
    expect(stressTestLine(stressTest({ monthlyRent: 1_000, loan: 0, stressRatePercent: 5.5, icrPercent: 145 }), 145)).toBe('No loan to test');
  });

  it('the figure shown never contradicts the verdict (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }).map((pence) => pence / 100),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 1, max: 1_500 }).map((bp) => bp / 100),
        fc.integer({ min: 0, max: 100_000 }).map((hundredths) => hundredths / 100),
        (monthlyRent, loan, stressRatePercent, icrPercent) => {
          const result = stressTest({ monthlyRent, loan, stressRatePercent, icrPercent });
          const [, shown, required] = /interest cover ([\d.]+)% \(([\d.]+)% required\)/.exec(stressTestLine(result, icrPercent))!;
          expect(Number(shown) >= Number(required)).toBe(result.pass);
        },
      ),
    );
  });
});
