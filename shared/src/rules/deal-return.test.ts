import { describe, expect, it } from 'vitest';
import { dealReturn, netIncome } from './deal-return';

/**
 * Worked by hand from the definitions the calculators use (gross yield = annual rent / price; net yield = rent
 * collected after voids less running costs, over the price; return on cash = yearly cash flow after mortgage
 * interest / (deposit + purchase costs)), the conventions of the RICS and UK buy-to-let lenders' calculators.
 */
const running = { monthlyRent: 1_000, lettingFeePercent: 10, maintenancePercent: 5, insurance: 300, groundRent: 150, serviceCharge: 1_200, voidWeeks: 2.6 };

describe('yield and return', () => {
  it('gross yield is the annual rent over the price', () => {
    const result = dealReturn(200_000, running, { sdlt: 0, legalFees: 0, survey: 0, refurbishment: 0 }, { depositPercent: 25, mortgageRatePercent: 5 });
    expect(result.annualRent).toBe(12_000);
    expect(result.grossYield).toBe(6);
  });

  it('net income takes off the void weeks, then fees and maintenance on the rent collected, insurance, ground rent and service charge', () => {
    // 2.6 void weeks of 52 = 5%: £12,000 x 0.95 = £11,400 collected; 15% of it = £1,710; + £300 + £150 + £1,200 = £3,360.
    expect(netIncome(running)).toEqual({ annualRent: 12_000, collectedRent: 11_400, runningCosts: 3_360, netIncome: 8_040 });
  });

  it('a cash purchase: cash invested is the price plus costs, return on cash is net income over it', () => {
    // Costs: £20,000 SDLT (a £300,000 buy-to-let) + £1,500 + £500 + £8,000 = £30,000; cash in £330,000; £8,040 / £330,000 = 2.436%.
    const result = dealReturn(
      300_000,
      running,
      { sdlt: 20_000, legalFees: 1_500, survey: 500, refurbishment: 8_000 },
      { depositPercent: 25, mortgageRatePercent: 5 },
    );
    expect(result.purchaseCosts).toBe(30_000);
    expect(result.netYield).toBeCloseTo(2.68, 10);
    expect(result.cash).toMatchObject({ loan: 0, deposit: 300_000, cashInvested: 330_000, annualInterest: 0, annualCashFlow: 8_040, monthlyCashFlow: 670 });
    expect(result.cash.returnOnCash).toBeCloseTo(2.4364, 4);
  });

  it('a mortgage: 25% deposit, interest-only at 5%, monthly cash flow after interest', () => {
    // Loan £225,000 at 5% = £11,250 a year; £8,040 - £11,250 = -£3,210 a year, -£267.50 a month; cash in £75,000 + £30,000.
    const result = dealReturn(
      300_000,
      running,
      { sdlt: 20_000, legalFees: 1_500, survey: 500, refurbishment: 8_000 },
      { depositPercent: 25, mortgageRatePercent: 5 },
    );
    expect(result.mortgage).toMatchObject({
      loan: 225_000,
      deposit: 75_000,
      cashInvested: 105_000,
      annualInterest: 11_250,
      annualCashFlow: -3_210,
      monthlyCashFlow: -267.5,
    });
    expect(result.mortgage.returnOnCash).toBeCloseTo(-3.057, 3);
  });

  it('answers no yield without a price and no return without cash invested', () => {
    const result = dealReturn(0, running, { sdlt: 0, legalFees: 0, survey: 0, refurbishment: 0 }, { depositPercent: 0, mortgageRatePercent: 5 });
    expect(result.grossYield).toBeNull();
    expect(result.netYield).toBeNull();
    expect(result.mortgage.returnOnCash).toBeNull();
  });

  it('void weeks are held between 0 and 52', () => {
    expect(netIncome({ ...running, voidWeeks: 60 }).collectedRent).toBe(0);
    expect(netIncome({ ...running, voidWeeks: -1 }).collectedRent).toBe(12_000);
  });
});
