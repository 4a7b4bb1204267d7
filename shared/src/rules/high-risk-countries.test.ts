import { describe, expect, it } from 'vitest';
import { fatfLists, fatfListsOn, isHighRiskThirdCountry } from './high-risk-countries';

describe('isHighRiskThirdCountry', () => {
  it('counts both FATF lists, whatever the case of the code', () => {
    expect(isHighRiskThirdCountry('IR')).toBe(true);
    expect(isHighRiskThirdCountry('kp')).toBe(true);
    expect(isHighRiskThirdCountry('MM')).toBe(true);
    expect(isHighRiskThirdCountry('VG')).toBe(true);
    expect(isHighRiskThirdCountry('GB')).toBe(false);
    expect(isHighRiskThirdCountry('FR')).toBe(false);
  });

  it('follows each plenary from the date it published its lists', () => {
    expect(isHighRiskThirdCountry('NG', new Date('2025-11-01'))).toBe(false);
    expect(isHighRiskThirdCountry('KW', new Date('2026-02-12'))).toBe(false);
    expect(isHighRiskThirdCountry('KW', new Date('2026-02-13'))).toBe(true);
    expect(isHighRiskThirdCountry('DZ', new Date('2026-06-18'))).toBe(true);
    expect(isHighRiskThirdCountry('DZ', new Date('2026-06-19'))).toBe(false);
    expect(isHighRiskThirdCountry('IQ', new Date('2026-06-19'))).toBe(true);
  });
});

describe('fatfLists', () => {
  it('is newest first, each with its source, and names countries by two-letter code', () => {
    const dates = fatfLists.map((lists) => lists.publishedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const lists of fatfLists) {
      expect(lists.source).toMatch(/^https:\/\/www\.fatf-gafi\.org\//);
      for (const code of [...Object.keys(lists.callForAction), ...Object.keys(lists.increasedMonitoring)]) expect(code).toMatch(/^[A-Z]{2}$/);
    }
    expect(Object.keys(fatfListsOn(new Date('2026-11-28')).increasedMonitoring)).toHaveLength(22);
  });
});
