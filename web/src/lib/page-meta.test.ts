import { describe, expect, it } from 'vitest';
import { listingJsonLd, screenTitle, scriptSafeJson } from './page-meta';

describe('listing JSON-LD', () => {
  it('is a RealEstateListing with a GBP offer, safe inside a script element', () => {
    const json = listingJsonLd({ id: 'p1', title: '</script><script>alert(1)</script>', price: 95_000, url: 'https://x/property/p1' });
    expect(json).toMatchObject({ '@type': 'RealEstateListing', offers: { price: 95_000, priceCurrency: 'GBP' } });
    expect(scriptSafeJson(json)).not.toContain('</script>');
  });
});

describe('screen titles', () => {
  it("are '{screen} | {brand}'", () =>
    expect(screenTitle('Profile Settings', 'Off-Market Property Portal')).toBe('Profile Settings | Off-Market Property Portal'));
});
