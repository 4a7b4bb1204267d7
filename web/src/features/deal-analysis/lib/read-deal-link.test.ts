import { describe, expect, it } from 'vitest';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { dealSearch, hasDealLink } from './deal-link';
import { dealFromSearch } from './read-deal-link';

describe('a deal in a link', () => {
  const inputs = { ...defaultDealInputs({ price: 312_500, monthlyRent: 1_450.5, company: true }), voidWeeks: 3.5 };

  it('round-trips every input', () => {
    expect(dealFromSearch(dealSearch(inputs))).toEqual(inputs);
    expect(dealSearch(inputs)).toContain('price=312500');
    expect(dealSearch(inputs)).toContain('company=1');
  });
  it('ignores a page address without a deal, or with a missing, empty or nonsensical input', () => {
    expect(dealFromSearch('')).toBeNull();
    expect(dealFromSearch('tab=favourites')).toBeNull();
    expect(dealFromSearch(dealSearch(inputs).replace('price=312500', 'price=-1'))).toBeNull();
    expect(dealFromSearch(dealSearch(inputs).replace('price=312500', 'price='))).toBeNull();
    expect(dealFromSearch(dealSearch(inputs).replace('icrPercent=125', 'icrPercent=5000'))).toBeNull();
    expect(dealFromSearch(dealSearch(inputs).replace('company=1', 'company=yes'))).toBeNull();
    expect(dealFromSearch(dealSearch(inputs).replace(/&survey=[^&]*/, ''))).toBeNull();
  });
  it('tells an address with a deal from one without, before the schema is loaded', () => {
    expect(hasDealLink(dealSearch(inputs))).toBe(true);
    expect(hasDealLink('?tab=favourites')).toBe(false);
    expect(hasDealLink('')).toBe(false);
  });
});
