import { describe, expect, it } from 'vitest';
import { fatfLists } from '../rules/high-risk-countries';
import { countryChoices, countryCodes, countryName, isCountryCode } from './countries';

describe('countries', () => {
  it('holds the 249 officially assigned ISO 3166-1 alpha-2 codes, each once', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(249);
    expect(countryCodes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });

  it('names every country (no code left as its own name) and offers the United Kingdom first', () => {
    expect(countryCodes.filter((code) => countryName(code) === code)).toEqual([]);
    expect(countryName('GB')).toBe('United Kingdom');
    const choices = countryChoices();
    expect(choices[0]).toEqual({ value: 'GB', label: 'United Kingdom' });
    expect(choices).toHaveLength(249);
  });

  it('knows every country on the FATF lists, so a high-risk link can be chosen', () => {
    const listed = fatfLists.flatMap((lists) => [...Object.keys(lists.callForAction), ...Object.keys(lists.increasedMonitoring)]);
    expect(listed.filter((code) => !isCountryCode(code))).toEqual([]);
    expect(isCountryCode('XX')).toBe(false);
  });
});
