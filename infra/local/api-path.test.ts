import { describe, expect, it } from 'vitest';
import { apiPathOf, browserConfig } from './api-path';

describe('the local web server passes /api on to the API, as the distribution does', () => {
  it('strips /api from the API paths, query included', () => {
    expect(apiPathOf('/api/me')).toBe('/me');
    expect(apiPathOf('/api/properties?limit=48')).toBe('/properties?limit=48');
    expect(apiPathOf('/api')).toBe('/');
    expect(apiPathOf('/api?x=1')).toBe('/?x=1');
  });

  it("leaves the site's own paths alone, even those starting with the same letters", () => {
    for (const path of ['/', '/apiary', '/dashboard', '/assets/api-1.js', '/config.json']) expect(apiPathOf(path), path).toBeUndefined();
  });

  it('gives the browser the API under /api and keeps every other setting', () => {
    const config = { apiUrl: 'http://localhost:3001', brand: 'Portal' } as Parameters<typeof browserConfig>[0];
    expect(browserConfig(config)).toEqual({ apiUrl: '/api', brand: 'Portal' });
  });
});
