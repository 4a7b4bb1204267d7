import { describe, expect, it } from 'vitest';
import { grossYieldPercent, yieldDisplay, yieldText } from './yield';

describe('yieldDisplay (spec section 5)', () => {
  it('shows the stored yield when it is above 0, to 1 decimal', () => {
    expect(yieldDisplay({ yield: 8.21, achievableMarketRent: 900, price: 95_000 })).toEqual({ kind: 'yield', label: 'Yield', percent: 8.2 });
  });
  it.each([0, null])('with yield %s and a market rent, shows the potential yield from rent x 12 / price', (stored) => {
    // 850 x 12 / 100000 x 100 = 10.2
    expect(yieldDisplay({ yield: stored, achievableMarketRent: 850, price: 100_000 })).toEqual({ kind: 'potential', label: 'Potential Yield', percent: 10.2 });
  });
  it('rounds the potential yield to 1 decimal', () => {
    // 1050 x 12 / 235000 x 100 = 5.3617...
    expect(yieldDisplay({ yield: 0, achievableMarketRent: 1_050, price: 235_000 })).toMatchObject({ percent: 5.4 });
  });
  it.each([
    [null, null, 425_000],
    [0, 0, 425_000],
    [0, 900, 0],
  ])('yield %s, market rent %s, price %s -> Available on request', (stored, rent, price) => {
    expect(yieldDisplay({ yield: stored, achievableMarketRent: rent, price })).toEqual({ kind: 'onRequest', label: 'Yield', text: 'Available on request' });
  });
  it('formats one line', () => {
    expect(yieldText(yieldDisplay({ yield: 8.2, achievableMarketRent: null, price: 1 }))).toBe('Yield: 8.2%');
    expect(yieldText(yieldDisplay({ yield: 0, achievableMarketRent: 850, price: 100_000 }))).toBe('Potential Yield: 10.2%');
    expect(yieldText(yieldDisplay({ yield: null, achievableMarketRent: null, price: 1 }))).toBe('Yield: Available on request');
    expect(yieldText(yieldDisplay({ yield: 8, achievableMarketRent: null, price: 1 }))).toBe('Yield: 8.0%');
  });
  it('computes a gross yield only with a positive rent and price', () => {
    expect(grossYieldPercent(650, 95_000)).toBe(8.2);
    expect(grossYieldPercent(0, 95_000)).toBeNull();
    expect(grossYieldPercent(650, 0)).toBeNull();
    expect(grossYieldPercent(null, 95_000)).toBeNull();
  });
});
