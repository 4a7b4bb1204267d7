import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeFeeTerms, feeWorkedExample, formatPence, sourcingFee, splitVatInclusive } from './sourcing-fee';
import { percentOfPence, vatRateOn, vatRates } from './vat';

/** A firm registered for VAT charges it; one that is not charges none (VAT Act 1994 ss. 3-4: only a taxable person does). */
const registered = { vatRegistered: true };
const notRegistered = { vatRegistered: false };

describe('no VAT where the firm is not VAT registered', () => {
  it('the sourcing fee is its net amount, with no VAT and no rate', () => {
    expect(sourcingFee({ kind: 'percent', basisPoints: 300 }, 9_000_000, '2026-11-28', notRegistered)).toEqual({
      netPence: 270_000,
      vatPence: 0,
      grossPence: 270_000,
      vatRateBasisPoints: 0,
    });
    expect(sourcingFee({ kind: 'fixed', amountPence: 500_000 }, 9_000_000, '2026-11-28', notRegistered).grossPence).toBe(500_000);
  });
  it('the reservation fee is the amount paid, none of it VAT', () => {
    expect(splitVatInclusive(100_000, '2026-11-28', notRegistered)).toEqual({ netPence: 100_000, vatPence: 0, grossPence: 100_000, vatRateBasisPoints: 0 });
  });
  it('the worked example names no VAT', () => {
    expect(feeWorkedExample({ kind: 'percent', basisPoints: 300 }, 25_000_000, '2026-11-28', notRegistered)).toBe(
      '3% of the purchase price of £250,000.00 is £7,500.00; we are not registered for VAT, so no VAT is charged; the fee payable is £7,500.00 in all.',
    );
  });
});

describe('VAT as dated data', () => {
  it('is 20% since 4 January 2011 (Value Added Tax Act 1994 s.2), with its source', () => {
    expect(vatRateOn('2026-11-28').standardRateBasisPoints).toBe(2000);
    expect(vatRateOn('2011-01-04').standardRateBasisPoints).toBe(2000);
    expect(vatRateOn('2011-01-03').standardRateBasisPoints).toBe(1750);
    expect(vatRates[0]?.source).toMatch(/Value Added Tax Act 1994 s\.2/);
  });
  it('refuses a date before the first rate it holds', () => {
    expect(() => vatRateOn('2009-12-31')).toThrow(/No VAT rate/);
  });
  it('rounds a share of pence to the nearest penny, a half penny up', () => {
    expect(percentOfPence(1234, 2000)).toBe(247); // 246.8
    expect(percentOfPence(1232, 2000)).toBe(246); // 246.4
    expect(percentOfPence(1, 5000)).toBe(1); // 0.5 -> 1
    expect(percentOfPence(3, 5000)).toBe(2); // 1.5 -> 2
  });
});

describe('sourcingFee', () => {
  const at = '2026-11-28';
  it('3% of £250,000 is £7,500 + £1,500 VAT = £9,000', () => {
    expect(sourcingFee({ kind: 'percent', basisPoints: 300 }, 25_000_000, at, registered)).toEqual({
      netPence: 750_000,
      vatPence: 150_000,
      grossPence: 900_000,
      vatRateBasisPoints: 2000,
    });
  });
  it('a fixed £4,995.99 is VAT £999.20 (999.198 rounded), £5,995.19 in all', () => {
    expect(sourcingFee({ kind: 'fixed', amountPence: 499_599 }, 25_000_000, at, registered)).toEqual({
      netPence: 499_599,
      vatPence: 99_920,
      grossPence: 599_519,
      vatRateBasisPoints: 2000,
    });
  });
  it('rounds the percentage to a penny first, then VAT on that net amount', () => {
    // 2.5% of £123,456.78 = £3,086.4195 -> £3,086.42; VAT 617.284 -> £617.28
    expect(sourcingFee({ kind: 'percent', basisPoints: 250 }, 12_345_678, at, registered)).toEqual({
      netPence: 308_642,
      vatPence: 61_728,
      grossPence: 370_370,
      vatRateBasisPoints: 2000,
    });
  });
  it('takes the VAT rate of the date it is given', () => {
    expect(sourcingFee({ kind: 'fixed', amountPence: 100_000 }, 0, '2010-06-01', registered).vatPence).toBe(17_500);
  });
  it('always answers whole pence that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }), (price, basisPoints) => {
        const fee = sourcingFee({ kind: 'percent', basisPoints }, price, at, registered);
        expect(Number.isInteger(fee.netPence) && Number.isInteger(fee.vatPence)).toBe(true);
        expect(fee.grossPence).toBe(fee.netPence + fee.vatPence);
        expect(Math.abs(fee.netPence - (price * basisPoints) / 10_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
  it('refuses parts of a penny and negative amounts', () => {
    expect(() => sourcingFee({ kind: 'fixed', amountPence: 10.5 }, 100, at, registered)).toThrow(/whole number of pence/);
    expect(() => sourcingFee({ kind: 'percent', basisPoints: 300 }, -1, at, registered)).toThrow(/whole number of pence/);
    expect(() => sourcingFee({ kind: 'percent', basisPoints: 2.5 }, 100, at, registered)).toThrow(/basis points/);
  });
});

describe('splitVatInclusive', () => {
  it('£1,000 including VAT at 20% is £833.33 + £166.67', () => {
    expect(splitVatInclusive(100_000, '2026-11-28', registered)).toEqual({ netPence: 83_333, vatPence: 16_667, grossPence: 100_000, vatRateBasisPoints: 2000 });
  });
  it('£1,200 including VAT is exactly £1,000 + £200', () => {
    expect(splitVatInclusive(120_000, '2026-11-28', registered)).toMatchObject({ netPence: 100_000, vatPence: 20_000 });
  });
  it('rounds net to the nearest penny, a half penny up (£0.03 incl. VAT: net 2.5p -> 3p)', () => {
    expect(splitVatInclusive(3, '2026-11-28', registered)).toMatchObject({ netPence: 3, vatPence: 0 });
  });
});

describe('the agreement wording', () => {
  it('writes pence as pounds and pence', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123_456_789)).toBe('£1,234,567.89');
  });
  it('describes the terms', () => {
    expect(describeFeeTerms({ kind: 'percent', basisPoints: 300 })).toBe('3% of the purchase price');
    expect(describeFeeTerms({ kind: 'percent', basisPoints: 250 })).toBe('2.5% of the purchase price');
    expect(describeFeeTerms({ kind: 'fixed', amountPence: 500_000 })).toBe('£5,000.00');
  });
  it('gives a worked example with VAT shown separately', () => {
    expect(feeWorkedExample({ kind: 'percent', basisPoints: 300 }, 25_000_000, '2026-11-28', registered)).toBe(
      '3% of the purchase price of £250,000.00 is £7,500.00; VAT at 20% on it is £1,500.00; the fee payable is £9,000.00 in all.',
    );
    expect(feeWorkedExample({ kind: 'fixed', amountPence: 500_000 }, 25_000_000, '2026-11-28', registered)).toBe(
      'A fixed fee of £5,000.00; VAT at 20% on it is £1,000.00; the fee payable is £6,000.00 in all.',
    );
  });
});
