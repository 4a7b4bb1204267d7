import { describe, expect, it } from 'vitest';
import { annualRent, firstNumberIn, formatPublicYield, publicRent, publicYield, shownCouncilTaxBand } from './public-rent';

describe('annualRent', () => {
  it('is monthly x 12', () => expect(annualRent(775)).toBe(9_300));
});

describe('firstNumberIn', () => {
  it.each([
    ['comparable lets achieve £695 pcm', 695],
    ['about 1,250.50 a month', 1250.5],
    ['no figure yet', null],
    [null, null],
  ])('%s -> %s', (text, expected) => expect(firstNumberIn(text)).toBe(expected));
});

describe('publicRent: current rent, else achievable market rent, else the first number in the rental review', () => {
  it('prefers current rent', () => expect(publicRent({ currentRent: 650, achievableMarketRent: 700, marketRentPotential: '£800' })).toBe(650));
  it('falls back to achievable market rent', () => expect(publicRent({ currentRent: 0, achievableMarketRent: 700, marketRentPotential: '£800' })).toBe(700));
  it('falls back to the rental review text', () => expect(publicRent({ currentRent: null, achievableMarketRent: 0, marketRentPotential: 'Review: £800 pcm' })).toBe(800));
  it('is null with none', () => expect(publicRent({ currentRent: null, achievableMarketRent: null, marketRentPotential: 'TBC' })).toBeNull());
});

describe('publicYield (2 decimals)', () => {
  it('uses the stored yield', () => expect(publicYield({ yield: 8.2, price: 95_000 })).toBe(8.2));
  it('computes from the public rent to 2 decimals', () => expect(publicYield({ yield: 0, price: 100_000, achievableMarketRent: 695 })).toBe(8.34));
  it('computes from the rental review text', () => expect(publicYield({ yield: null, price: 120_000, marketRentPotential: 'about £700 pcm' })).toBe(7));
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
