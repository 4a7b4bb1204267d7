import { describe, expect, it } from 'vitest';
import { reservationFeeText, sourcingFeeText } from './format';

// The firm's 'VAT registered' setting reaches the screens as the fees' VAT (rate 0 and no VAT when it is off).
const registered = { netPence: 270_000, vatPence: 54_000, grossPence: 324_000, vatRateBasisPoints: 2000 };
const notRegistered = { netPence: 270_000, vatPence: 0, grossPence: 270_000, vatRateBasisPoints: 0 };

describe('the fees as an investor reads them', () => {
  it('with VAT where the firm is VAT registered', () => {
    expect(sourcingFeeText(registered)).toBe('£2,700.00 + VAT £540.00 = £3,240.00');
    expect(reservationFeeText({ netPence: 83_333, vatPence: 16_667, grossPence: 100_000, vatRateBasisPoints: 2000 })).toBe(
      '£1,000.00, including VAT of £166.67',
    );
  });

  it('with no VAT shown where it is not', () => {
    expect(sourcingFeeText(notRegistered)).toBe('£2,700.00 (no VAT is charged)');
    expect(reservationFeeText({ netPence: 100_000, vatPence: 0, grossPence: 100_000, vatRateBasisPoints: 0 })).toBe('£1,000.00 (no VAT is charged)');
  });
});
