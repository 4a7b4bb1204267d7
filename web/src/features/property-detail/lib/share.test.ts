import { describe, expect, it } from 'vitest';
import { propertyAlertText, shareLinks } from './share';

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
