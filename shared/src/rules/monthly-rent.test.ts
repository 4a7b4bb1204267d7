import { describe, expect, it } from 'vitest';
import { firstNumberIn, monthlyRent, unitRentTotal } from './monthly-rent';

describe('firstNumberIn', () => {
  it.each([
    ['comparable lets achieve £695 pcm', 695],
    ['about 1,250.50 a month', 1250.5],
    ['no figure yet', null],
    [null, null],
  ])('%s -> %s', (text, expected) => expect(firstNumberIn(text)).toBe(expected));
});

describe('monthlyRent: current rent, else unit rents, else achievable market rent, else the rental review figure', () => {
  it('shows the current rent in £ PCM, before everything else', () => {
    expect(monthlyRent({ currentRent: 650, rentalUnits: [{ rental: 400 }, { rental: 450 }], achievableMarketRent: 695, marketRentPotential: '£800' })).toEqual({
      source: 'current',
      label: 'Current Rent',
      pcm: 650,
      text: '£650 PCM',
    });
  });
  it.each([0, null])('totals the unit rents when current rent is %s', (current) => {
    expect(monthlyRent({ currentRent: current, rentalUnits: [{ rental: 400 }, { rental: 450 }], achievableMarketRent: 1_000 })).toEqual({
      source: 'units',
      label: 'Total Monthly Rent',
      pcm: 850,
      text: '£850 PCM',
    });
  });
  it.each([0, null])('falls back to the achievable market rent when current rent is %s', (current) => {
    expect(monthlyRent({ currentRent: current, rentalUnits: [], achievableMarketRent: 1_050 })).toEqual({
      source: 'achievable',
      label: 'Achievable Market Rent',
      pcm: 1_050,
      text: '£1,050 PCM',
    });
  });
  it('falls back to the first number in the rental review', () => {
    expect(monthlyRent({ currentRent: null, achievableMarketRent: 0, marketRentPotential: 'Review: £800 pcm' })).toMatchObject({
      source: 'rentalReview',
      pcm: 800,
    });
  });
  it('is null with none (units at 0 count as none)', () => {
    expect(monthlyRent({ currentRent: null, achievableMarketRent: null, marketRentPotential: 'TBC' })).toBeNull();
    expect(monthlyRent({ currentRent: 0, rentalUnits: [{ rental: 0 }], achievableMarketRent: 0 })).toBeNull();
  });
  it('gives the card and the detail page one answer for the same property', () => {
    const property = { currentRent: 0, achievableMarketRent: 850, rentalUnits: [], marketRentPotential: null };
    const { currentRent, achievableMarketRent } = property;
    expect(monthlyRent({ currentRent, achievableMarketRent })).toEqual(monthlyRent(property));
  });
});

describe('unitRentTotal', () => {
  it('sums the unit rents', () => expect(unitRentTotal([{ rental: 400 }, { rental: 450.5 }])).toBe(850.5));
  it('is 0 without units', () => {
    expect(unitRentTotal([])).toBe(0);
    expect(unitRentTotal(null)).toBe(0);
  });
});
