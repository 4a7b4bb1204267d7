import { describe, expect, it } from 'vitest';
import { optionText, priceText, requestDate } from './format';

describe('request screen formats', () => {
  it("shows dates as 'MMM dd, yyyy' (spec section 9), 'Invalid date' when unparsable", () => {
    expect(requestDate('2025-01-05T12:00:00.000Z')).toBe('Jan 05, 2025');
    expect(requestDate('not a date')).toBe('Invalid date');
  });
  it('shows prices in pounds without decimals', () => {
    expect(priceText(250000)).toBe('£250,000');
    expect(priceText(null)).toBe('Price on request');
  });
  it('reads stored options as words', () => {
    expect(optionText('buy_to_let')).toBe('Buy to let');
    expect(optionText('24_months')).toBe('24+ Months');
    expect(optionText(3)).toBe('3');
  });
});
