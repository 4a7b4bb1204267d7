import { describe, expect, it } from 'vitest';
import { listingAtAcceptance } from './deal';

describe("the listing's figures kept with a deal at acceptance", () => {
  it('keeps the monthly rent in pence and the yield the listing stated', () => {
    expect(listingAtAcceptance({ currentRent: 650.5, yield: 8.24, achievableMarketRent: 700, price: 95_000 })).toEqual({
      monthlyRentPence: 65_050,
      yield: { label: 'Yield', percent: 8.2 },
    });
  });

  it('keeps the potential yield from the achievable rent when none is stated, and no rent when not let', () => {
    expect(listingAtAcceptance({ currentRent: 0, yield: null, achievableMarketRent: 800, price: 96_000 })).toEqual({
      monthlyRentPence: null,
      yield: { label: 'Potential Yield', percent: 10 },
    });
  });

  it('keeps no yield when the listing shows it on request', () => {
    expect(listingAtAcceptance({ currentRent: null, yield: null, achievableMarketRent: null, price: 96_000 }).yield).toBeNull();
  });
});
