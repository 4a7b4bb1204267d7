import { describe, expect, it } from 'vitest';
import { routes } from '../contract/routes';
import { escapeHtml, peekPageTitle, publicListingPath, renderShareMeta } from './share-meta';
import type { PublicPropertyPeek } from '../views/public-property';

const index = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Exclusive property investment opportunities" />
    <title>Off-Market Property Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const payload: PublicPropertyPeek = {
  id: 'p1',
  headline: 'Tenanted "two-bed" <terrace>',
  area: 'Hull, HU5',
  price: 95_000,
  priceQualifier: 'Guide price',
  imageUrl: 'property-images/p1-1',
  photos: ['property-images/p1-1'],
  locationSummary: null,
  currentRent: 650,
  achievableMarketRent: null,
  marketRentPotential: null,
  yield: 8.2,
  tenureType: 'Freehold',
  leaseRemaining: null,
  groundRent: null,
  serviceCharge: null,
  epcRating: 'D',
  councilTaxBand: 'A',
  yearBuilt: 1905,
};
const config = { brand: 'Portal & Co', imageBaseUrl: 'https://cdn.example.com', pageUrl: 'https://www.example.com/public-property/p1' };

const meta = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
};

describe('renderShareMeta', () => {
  const html = renderShareMeta(index, payload, config);

  it('adds the Open Graph and Twitter tags of the property', () => {
    expect(meta(html, 'og:title')).toBe(escapeHtml(peekPageTitle(payload, config.brand)));
    expect(meta(html, 'og:title')).toBe('Off-market property in Hull, HU5 - £95,000 | Portal &amp; Co');
    expect(meta(html, 'og:image:alt')).toBe('Off-market property in Hull, HU5');
    expect(meta(html, 'og:title')).toContain('£95,000');
    expect(meta(html, 'og:image')).toBe('https://cdn.example.com/property-images/p1-1/detail.jpg');
    expect(meta(html, 'og:url')).toBe(config.pageUrl);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'product:price:amount')).toBe('95000');
  });

  it('escapes every value', () => {
    expect(html).not.toContain('<terrace>');
    expect(meta(html, 'og:description')).toContain('&quot;two-bed&quot; &lt;terrace&gt;');
    expect(html).toContain('<title>Off-market property in Hull, HU5 - £95,000 | Portal &amp; Co</title>');
  });

  it('replaces the generic title and description and keeps the scripts', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Exclusive property investment opportunities');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the main photo, which the public pages show first, and opens the connection to the API', () => {
    expect(html).toContain('<link rel="preload" as="image" href="https://cdn.example.com/property-images/p1-1/detail.jpg" fetchpriority="high" />');
    expect(renderShareMeta(index, { ...payload, imageUrl: null, photos: [] }, config)).not.toContain('rel="preload"');
    expect(renderShareMeta(index, payload, { ...config, apiUrl: 'https://api.example.com/v1' })).toContain(
      '<link rel="preconnect" href="https://api.example.com" crossorigin />',
    );
  });

  it("preloads the listing the page's script asks the API for, at the address its client builds", () => {
    expect(html).not.toContain('as="fetch"');
    expect(renderShareMeta(index, payload, { ...config, apiUrl: '/api', view: 'full' })).toContain(
      '<link rel="preload" as="fetch" href="/api/public/properties/p1?view=full" crossorigin="anonymous" />',
    );
    expect(renderShareMeta(index, payload, { ...config, apiUrl: 'http://localhost:3001', view: 'peek' })).toContain(
      '<link rel="preload" as="fetch" href="http://localhost:3001/public/properties/p1?view=peek" crossorigin="anonymous" />',
    );
    expect(publicListingPath('a b', 'peek')).toBe(`${routes.getPublicProperty.path.replace('{id}', encodeURIComponent('a b'))}?view=peek`);
  });

  it('leaves the image out when it cannot be made absolute', () => {
    const relative = renderShareMeta(index, payload, { ...config, imageBaseUrl: '/images' });
    expect(meta(relative, 'og:image')).toBeUndefined();
  });
});
