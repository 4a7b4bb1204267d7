import { describe, expect, it } from 'vitest';
import { defaultDealInputs } from '@shared/rules/deal-analysis';
import { dealSearch, hasDealLink } from './deal-link';
import { readDealLink, unreadableLinkMessage } from './read-deal-link';

describe('a deal in a link', () => {
  const inputs = { ...defaultDealInputs({ price: 312_500, monthlyRent: 1_450.5, company: true }), voidWeeks: 3.5, rentalBusiness: true };
  const base = defaultDealInputs({ price: 85_000, propertyType: 'Commercial Space' });

  it('round-trips every input', () => {
    expect(readDealLink(dealSearch(inputs), base)).toEqual({ inputs });
    expect(dealSearch(inputs)).toContain('price=312500');
    expect(dealSearch(inputs)).toContain('company=1');
    expect(dealSearch(inputs)).toContain('propertyUse=residential');
  });
  it('names each value it cannot read, with what the link said', () => {
    const read = (change: (search: string) => string) => readDealLink(change(dealSearch(inputs)), base).unreadable;
    expect(read((s) => s.replace('price=312500', 'price=-1'))).toEqual(['Purchase price (-1)']);
    expect(read((s) => s.replace('price=312500', 'price='))).toEqual(['Purchase price ()']);
    expect(read((s) => s.replace('price=312500', 'price=250k'))).toEqual(['Purchase price (250k)']);
    expect(read((s) => s.replace('icrPercent=125', 'icrPercent=5000'))).toEqual(['Required interest cover (5000)']);
    expect(read((s) => s.replace('depositPercent=25', 'depositPercent=150').replace('company=1', 'company=yes'))).toEqual([
      'Bought by a company (yes)',
      'Deposit (150)',
    ]);
    expect(read((s) => s.replace(/&survey=[^&]*/, ''))).toEqual(['Survey (missing)']);
    expect(unreadableLinkMessage(['Deposit (150)'], 'the listing')).toBe(
      'This link could not be read: Deposit (150). The figures start from the listing instead.',
    );
  });
  it('takes an input added since the link was written from the listing', () => {
    const older = dealSearch(inputs).replace(/&?(propertyUse|dwellings|rentalBusiness)=[^&]*/g, '');
    expect(readDealLink(older, base)).toEqual({ inputs: { ...inputs, propertyUse: 'non-residential', dwellings: 1, rentalBusiness: false } });
  });
  it('tells an address with a deal from one without, before the schema is loaded', () => {
    expect(hasDealLink(dealSearch(inputs))).toBe(true);
    expect(hasDealLink('?tab=favourites')).toBe(false);
    expect(hasDealLink('')).toBe(false);
  });
});
