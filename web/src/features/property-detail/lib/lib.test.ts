import { describe, expect, it } from 'vitest';
import { epcUnitName } from './epc';
import { wrapIndex } from './gallery';
import { listingJsonLd, scriptSafeJson } from './page-meta';
import { propertyAlertText, shareLinks } from './share';

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
  });
});

describe('epcUnitName', () => {
  it("names unnamed units 'Unit N'", () => {
    expect(epcUnitName({ unitName: '' }, 2)).toBe('Unit 3');
    expect(epcUnitName({ unitName: 'Flat 1' }, 0)).toBe('Flat 1');
  });
});

describe('propertyAlertText', () => {
  it('lists type, location, asking price, yield, the default tenancy and the sneak-peek link', () => {
    const links = shareLinks('https://portal.example', 'p1');
    const text = propertyAlertText({ propertyType: 'Terrace', location: 'Hull', city: null, price: 95_000, yield: 8.2, achievableMarketRent: null }, links.sneakPeek);
    expect(text).toContain('Type: Terrace');
    expect(text).toContain('Location: Hull');
    expect(text).toContain('Asking Price: £95,000');
    expect(text).toContain('Yield: 8.2%');
    expect(text).toContain('Tenancy: Long-term tenant in place');
    expect(text).toContain('https://portal.example/public-property/p1');
  });
});

describe('listing JSON-LD', () => {
  it('is a RealEstateListing with a GBP offer, safe inside a script element', () => {
    const json = listingJsonLd({ id: 'p1', title: '</script><script>alert(1)</script>', price: 95_000, url: 'https://x/property/p1' });
    expect(json).toMatchObject({ '@type': 'RealEstateListing', offers: { price: 95_000, priceCurrency: 'GBP' } });
    expect(scriptSafeJson(json)).not.toContain('</script>');
  });
});
