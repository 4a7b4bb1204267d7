import { describe, expect, it } from 'vitest';
import { dealInputsSchema, type DealInputs } from '../domain/deal-scenario';
import { defaultDealInputs } from './deal-analysis';
import { dealInputLabels, dealNumberRules, readDealNumber, type DealNumberKey } from './deal-input-check';

const numberKeys = Object.keys(dealNumberRules) as DealNumberKey[];
const accepts = (key: keyof DealInputs, value: unknown) => dealInputsSchema.safeParse({ ...defaultDealInputs(), [key]: value }).success;

describe('a deal input as typed', () => {
  it('reads numbers, pounds with grouping and percentages', () => {
    expect(readDealNumber('price', '250000')).toEqual({ ok: true, value: 250_000 });
    expect(readDealNumber('price', ' £250,000 ')).toEqual({ ok: true, value: 250_000 });
    expect(readDealNumber('monthlyRent', '1246.10')).toEqual({ ok: true, value: 1_246.1 });
    expect(readDealNumber('depositPercent', '25%')).toEqual({ ok: true, value: 25 });
    expect(readDealNumber('stressRatePercent', '.5')).toEqual({ ok: true, value: 0.5 });
  });

  it('refuses what it cannot read, never reading it as 0', () => {
    expect(readDealNumber('price', '250k')).toEqual({ ok: false, error: 'Enter an amount in pounds as a number, like 250000' });
    expect(readDealNumber('price', '')).toMatchObject({ ok: false });
    expect(readDealNumber('price', '2,50')).toMatchObject({ ok: false });
    expect(readDealNumber('depositPercent', 'a quarter')).toMatchObject({ ok: false });
    expect(readDealNumber('dwellings', '2.5')).toMatchObject({ ok: false });
    expect(readDealNumber('price', '1e6')).toMatchObject({ ok: false });
  });

  it('refuses values past the limits instead of clamping them', () => {
    expect(readDealNumber('depositPercent', '-10')).toEqual({ ok: false, error: 'Enter a percentage between 0% and 100%' });
    expect(readDealNumber('depositPercent', '150')).toEqual({ ok: false, error: 'Enter a percentage between 0% and 100%' });
    expect(readDealNumber('lettingFeePercent', '150')).toMatchObject({ ok: false });
    expect(readDealNumber('voidWeeks', '53')).toEqual({ ok: false, error: 'Enter between 0 and 52 weeks' });
    expect(readDealNumber('icrPercent', '1001')).toMatchObject({ ok: false });
    expect(readDealNumber('price', '-1')).toEqual({ ok: false, error: 'Enter an amount from £0 to £1,000,000,000' });
    expect(readDealNumber('dwellings', '0')).toMatchObject({ ok: false });
  });

  it.each(numberKeys)("%s: the limits are the schema's (what the calculator accepts, a save accepts)", (key) => {
    const { min, max } = dealNumberRules[key];
    expect(accepts(key, min)).toBe(true);
    expect(accepts(key, max)).toBe(true);
    expect(accepts(key, min - 0.5)).toBe(false);
    expect(accepts(key, max + 0.5)).toBe(false);
    expect(readDealNumber(key, String(min)).ok).toBe(true);
    expect(readDealNumber(key, String(max)).ok).toBe(true);
    expect(readDealNumber(key, String(min - 0.5)).ok).toBe(false);
    expect(readDealNumber(key, String(max + 0.5)).ok).toBe(false);
  });

  it("has a rule for each of the schema's numbers and a label for each input", () => {
    const numbers = Object.keys(dealInputsSchema.shape).filter((key) => accepts(key as keyof DealInputs, 1));
    expect(numberKeys.sort()).toEqual(numbers.sort());
    expect(Object.keys(dealInputLabels).sort()).toEqual(Object.keys(dealInputsSchema.shape).sort());
  });
});
