import { describe, expect, it } from 'vitest';
import { cardSummary, cardSummaryMaxLength, clipSummary, generatedSummary } from './summary';

const base = {
  opportunitySummary: null,
  description: null,
  yield: 8.2,
  achievableMarketRent: 695,
  price: 95_000,
  propertyType: 'Terrace' as const,
  location: 'The Avenues, Hull',
  city: 'Hull',
  condition: 'Good' as const,
  tenancy: 'Tenanted' as const,
};

describe('cardSummary fallback chain', () => {
  it('uses the opportunity summary first', () => {
    expect(cardSummary({ ...base, opportunitySummary: 'Hands-off income.', description: 'A terrace.' })).toBe('Hands-off income.');
  });
  it.each([null, '', '   '])('falls back to the description when the summary is %j', (summary) => {
    expect(cardSummary({ ...base, opportunitySummary: summary, description: 'A bay-fronted terrace.' })).toBe('A bay-fronted terrace.');
  });
  it('falls back to the generated sentence without either', () => {
    expect(cardSummary({ ...base, description: ' ' })).toBe(
      'A terrace investment in The Avenues, Hull, in good condition, currently tenanted, with a yield of 8.2%.',
    );
  });
});

describe('generatedSummary', () => {
  it('uses the potential yield when there is no stored yield', () => {
    expect(
      generatedSummary({
        ...base,
        yield: 0,
        achievableMarketRent: 850,
        price: 100_000,
        propertyType: 'Flat',
        condition: 'New',
        tenancy: 'Ready to Let',
        location: 'Hull Marina',
      }),
    ).toBe('A flat investment in Hull Marina, in new condition, ready to let, with a potential yield of 10.2%.');
  });
  it('leaves out what is missing and falls back to the city', () => {
    expect(generatedSummary({ ...base, yield: null, achievableMarketRent: null, propertyType: 'Land', location: null, condition: null, tenancy: null })).toBe(
      'A land investment in Hull.',
    );
    expect(generatedSummary({ ...base, yield: null, achievableMarketRent: null, location: null, city: null, condition: null, tenancy: null })).toBe(
      'A terrace investment.',
    );
  });
  it('reads HMO in capitals with "An"', () => {
    expect(generatedSummary({ ...base, propertyType: 'HMO', condition: 'Needs Modernisation', tenancy: 'Fully Tenanted' })).toBe(
      'An HMO investment in The Avenues, Hull, in need of modernisation, fully tenanted, with a yield of 8.2%.',
    );
  });
});

describe('clipSummary', () => {
  it('keeps a short text whole, with its white space tidied', () => {
    expect(clipSummary('  A bay-fronted\n terrace.  ')).toBe('A bay-fronted terrace.');
  });
  it('keeps a text of exactly the maximum length whole', () => {
    const text = 'x'.repeat(cardSummaryMaxLength);
    expect(clipSummary(text)).toBe(text);
  });
  it('cuts a long text at a word boundary and ends it with an ellipsis', () => {
    const clipped = clipSummary('Three bedroom terrace, let to a long-standing tenant, close to the station and the park.', 40);
    expect(clipped).toBe('Three bedroom terrace, let to a…');
    expect(clipped.length).toBeLessThanOrEqual(40);
  });
  it('cuts inside a word only when there is no space in the second half', () => {
    expect(clipSummary('y'.repeat(60), 20)).toBe(`${'y'.repeat(19)}…`);
  });
});
