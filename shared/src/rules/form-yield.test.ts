import { describe, expect, it } from 'vitest';
import { formPotentialYield, formYield, paidMonthlyRent, showsPotentialYield } from './form-yield';

describe('form yield (spec section 4)', () => {
  it('is rent x 12 / price x 100 to one decimal', () => {
    // 650 x 12 / 95000 x 100 = 8.2105...
    expect(formYield(650, 95_000)).toBe(8.2);
    // 1050 x 12 / 235000 x 100 = 5.3617...
    expect(formYield(1_050, 235_000)).toBe(5.4);
    expect(formYield(1_000, 120_000)).toBe(10);
  });
  it.each([
    [0, 95_000],
    [650, 0],
    [null, 95_000],
    [650, null],
    [undefined, undefined],
  ])('is 0 with rent %s and price %s', (rent, price) => {
    expect(formYield(rent, price)).toBe(0);
  });
  it('potential yield comes from the achievable market rent, likewise', () => {
    expect(formPotentialYield(850, 100_000)).toBe(10.2);
    expect(formPotentialYield(0, 100_000)).toBe(0);
    expect(formPotentialYield(850, 0)).toBe(0);
  });
  it('the potential yield shows only when the achievable market rent is above 0', () => {
    expect(showsPotentialYield(1)).toBe(true);
    expect(showsPotentialYield(0)).toBe(false);
    expect(showsPotentialYield(null)).toBe(false);
  });
  it('a multi-unit listing takes its yield from the unit rents (the one monthly-rent rule)', () => {
    const rent = paidMonthlyRent({ currentRent: null, rentalUnits: [{ rental: 550 }, { rental: 600 }, { rental: 650 }] });
    expect(rent).toBe(1_800);
    // 1800 x 12 / 250000 x 100 = 8.64
    expect(formYield(rent, 250_000)).toBe(8.6);
    expect(paidMonthlyRent({ currentRent: 700, rentalUnits: [{ rental: 550 }] })).toBe(700);
    expect(paidMonthlyRent({ currentRent: 0, rentalUnits: [] })).toBeNull();
  });
});
