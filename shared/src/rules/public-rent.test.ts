import { describe, expect, it } from 'vitest';
import { annualRent, formatPublicYield, publicYield, shownCouncilTaxBand } from './public-rent';

describe('annualRent', () => {
  it('is monthly x 12', () => expect(annualRent(775)).toBe(9_300));
});

describe('publicYield (2 decimals)', () => {
  it('uses the stored yield', () => expect(publicYield({ yield: 8.2, price: 95_000 })).toBe(8.2));
  it('computes from the public rent to 2 decimals', () => expect(publicYield({ yield: 0, price: 100_000, achievableMarketRent: 695 })).toBe(8.34));
  it('computes from the rental review text', () => expect(publicYield({ yield: null, price: 120_000, marketRentPotential: 'about £700 pcm' })).toBe(7));
  it('computes from the unit rents when there is no current rent', () =>
    expect(publicYield({ yield: 0, price: 200_000, rentalUnits: [{ rental: 600 }, { rental: 650 }], achievableMarketRent: 1_500 })).toBe(7.5));
  it('is null without rent or price', () => {
    expect(publicYield({ yield: 0, price: 100_000 })).toBeNull();
    expect(publicYield({ yield: 0, price: 0, currentRent: 500 })).toBeNull();
  });
  it('formats with 2 decimals', () => expect(formatPublicYield(8.2)).toBe('8.20%'));
});

describe('shownCouncilTaxBand', () => {
  it.each([
    ['A', 'A'],
    ['0', null],
    ['00', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (band, expected) => expect(shownCouncilTaxBand(band)).toBe(expected));
});
