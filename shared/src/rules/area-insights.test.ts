import { describe, expect, it } from 'vitest';
import {
  defaultNextStep,
  filterAreaInsights,
  joinCommaList,
  matchesAreaSearch,
  matchesYieldFilter,
  nextStepText,
  numberOrZero,
  slugFromLocationName,
  snapshotGain,
  splitCommaList,
  yieldText,
} from './area-insights';

describe('slugFromLocationName (spec 5)', () => {
  it('lowercases, drops non-alphanumerics and turns spaces into hyphens', () => {
    expect(slugFromLocationName('Hull')).toBe('hull');
    expect(slugFromLocationName("King's Lynn & West Norfolk")).toBe('kings-lynn-west-norfolk');
    expect(slugFromLocationName('  Newcastle   upon Tyne ')).toBe('newcastle-upon-tyne');
    expect(slugFromLocationName('Leeds LS6 (Headingley)')).toBe('leeds-ls6-headingley');
    expect(slugFromLocationName('Stoke-on-Trent')).toBe('stoke-on-trent');
    expect(slugFromLocationName('!!!')).toBe('');
  });
});

describe('comma lists and numbers (spec 5)', () => {
  it('splits, trims and drops blanks', () => {
    expect(splitCommaList(' Terrace, Flat ,, HMO , ')).toEqual(['Terrace', 'Flat', 'HMO']);
    expect(splitCommaList('')).toEqual([]);
    expect(splitCommaList(null)).toEqual([]);
    expect(joinCommaList(['a', 'b'])).toBe('a, b');
  });
  it('falls back to 0 for empty or non-numeric input', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero('abc')).toBe(0);
    expect(numberOrZero('152000')).toBe(152_000);
    expect(numberOrZero(Number.NaN)).toBe(0);
  });
});

describe('yield filter by digit (spec 5)', () => {
  it('8 is high; 6 or 7 medium; 4 or 5 capital growth', () => {
    expect(matchesYieldFilter('8%+', 'high')).toBe(true);
    expect(matchesYieldFilter('6-7%', 'high')).toBe(false);
    expect(matchesYieldFilter('6-7%', 'medium')).toBe(true);
    expect(matchesYieldFilter('7.5%', 'medium')).toBe(true);
    expect(matchesYieldFilter('4-5%', 'medium')).toBe(false);
    expect(matchesYieldFilter('4-5%', 'capital')).toBe(true);
    expect(matchesYieldFilter('5%', 'capital')).toBe(true);
    expect(matchesYieldFilter('9%', 'capital')).toBe(false);
    expect(matchesYieldFilter('anything', 'all')).toBe(true);
  });
  it('reads the rental yield range, else the gross yield range', () => {
    expect(yieldText({ rentalYieldRange: ' 6% ', grossYieldRange: '8%' })).toBe('6%');
    expect(yieldText({ rentalYieldRange: null, grossYieldRange: '8%' })).toBe('8%');
    expect(yieldText({ rentalYieldRange: null, grossYieldRange: null })).toBe('');
  });
});

describe('public search (spec 5)', () => {
  const hull = { locationName: 'Hull', postcode: 'HU5', snippet: 'Terraced streets and STRONG yields', rentalYieldRange: '8%+', grossYieldRange: null };
  const york = { locationName: 'York', postcode: 'YO10', snippet: null, rentalYieldRange: '4-5%', grossYieldRange: null };
  it('is case-insensitive on name, postcode and snippet', () => {
    expect(matchesAreaSearch(hull, 'hULL')).toBe(true);
    expect(matchesAreaSearch(hull, 'hu5')).toBe(true);
    expect(matchesAreaSearch(hull, 'strong')).toBe(true);
    expect(matchesAreaSearch(york, 'strong')).toBe(false);
    expect(matchesAreaSearch(york, '  ')).toBe(true);
  });
  it('combines search and yield filter, keeping the order', () => {
    expect(filterAreaInsights([hull, york], '', 'all')).toEqual([hull, york]);
    expect(filterAreaInsights([hull, york], '', 'capital')).toEqual([york]);
    expect(filterAreaInsights([hull, york], 'yo', 'high')).toEqual([]);
  });
});

describe('property snapshot gain', () => {
  it('is purchase price x percentage, rounded', () => {
    expect(snapshotGain(95_000, 15)).toBe(14_250);
    expect(snapshotGain(123_457, 12.5)).toBe(15_432);
    expect(snapshotGain(null, 15)).toBeNull();
    expect(snapshotGain(95_000, null)).toBeNull();
  });
});

describe('next step', () => {
  it('uses the custom text, else a default sentence naming the location and postcode', () => {
    expect(nextStepText({ nextStepCta: 'Call us', locationName: 'Hull', postcode: 'HU5' })).toBe('Call us');
    const fallback = nextStepText({ nextStepCta: '  ', locationName: 'Hull', postcode: 'HU5' });
    expect(fallback).toBe(defaultNextStep('Hull', 'HU5'));
    expect(fallback).toContain('Hull');
    expect(fallback).toContain('HU5');
  });
});
