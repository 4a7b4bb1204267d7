import { describe, expect, it } from 'vitest';
import { areaInsightSchema, type AreaInsight } from '../domain/area-insight';
import { routes } from '../contract/routes';
import { areaInsightInput } from '../../../infra/local/builders/area-insight';
import { areaInsightApiPath, areaInsightDescription, areaInsightTitle, renderAreaInsightPage, renderRobots, renderSitemap } from './area-insight-page';

const shell = `<!doctype html><html lang="en-GB"><head><meta charset="UTF-8" /><meta name="description" content="Default" /><title>Portal</title></head><body><div id="root"><div class="page-spinner"><span>Loading...</span></div></div><script type="module" src="/assets/index.js"></script></body></html>`;

const insight: AreaInsight = areaInsightSchema.parse({
  id: 'a1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  version: 1,
  ...areaInsightInput({ isPublished: false }),
  locationName: 'Hull <script>',
  snippet: 'Strong "yields"',
  heroImageUrl: 'area-heroes/hull-hero-1.jpg',
  heroImageAlt: 'Hull',
  metaKeywords: ['hull property'],
  areaOverview: 'Overview one.\n\nOverview two.',
  investmentInsightsContent: 'Insights',
  averageHousePrice: 152_000,
  averageRentPcm: 0,
  grossYieldRange: '8%+',
  historicPrice2014: 98_000,
  historicPrice2024: 149_000,
  citygateCapital: 'Cheap',
  citygateExit: 'Sell on',
  propertySnapshot: {
    type: 'Terrace',
    capitalNeeded: null,
    purchasePrice: 95_000,
    grossYield: 8.2,
    fiveYearCapitalGain: 15,
    tenantDemand: null,
    netMonthlyIncome: null,
    exitStrategy: null,
    idealFor: null,
  },
  investorInsights: 'Buy here',
  rentalYieldRange: '8%+',
});

describe('renderAreaInsightPage', () => {
  const html = renderAreaInsightPage(shell, insight, { brand: 'Portal', origin: 'https://portal.example/', heroImageBaseUrl: 'https://cdn.example' });

  it('replaces the shell title and description and adds canonical, Open Graph and Article JSON-LD', () => {
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>Hull &lt;script&gt; (HU5) Property Investment Guide</title>`);
    expect(html).not.toContain('content="Default"');
    expect(html).toContain('<link rel="canonical" href="https://portal.example/area-insights/hull" />');
    expect(html).toContain('<meta property="og:image" content="https://cdn.example/area-heroes/hull-hero-1.jpg" />');
    expect(html).toContain('<meta name="keywords" content="hull property" />');
    const json = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(json).toMatchObject({ '@type': 'Article', url: 'https://portal.example/area-insights/hull', dateModified: '2026-02-01T00:00:00.000Z' });
    expect(html).not.toContain('<script>'); // the name is escaped everywhere, in the JSON-LD too
  });

  it('puts the readable sections in #root, keeps the SPA script, skips rows that are absent', () => {
    expect(html).toContain('<h1>Hull &lt;script&gt;</h1>');
    expect(html).toContain('<p>Overview one.</p><p>Overview two.</p>');
    expect(html).toContain('£14,250');
    expect(html).not.toContain('Average Rent');
    expect(html).toContain('Interested in investing in Hull &lt;script&gt; (HU5)');
    expect(html).not.toContain('Loading...');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('preloads the hero and the area the SPA asks the API for, at the address its client builds', () => {
    expect(html).toContain('<link rel="preload" as="image" href="https://cdn.example/area-heroes/hull-hero-1.jpg" fetchpriority="high" />');
    expect(html).not.toContain('as="fetch"');
    const withApi = renderAreaInsightPage(shell, insight, {
      brand: 'Portal',
      origin: 'https://portal.example/',
      heroImageBaseUrl: 'https://cdn.example',
      apiUrl: '/api',
    });
    expect(withApi).toContain('<link rel="preload" as="fetch" href="/api/area-insights/hull" crossorigin="anonymous" />');
    expect(areaInsightApiPath('a b')).toBe(routes.getAreaInsight.path.replace('{slug}', encodeURIComponent('a b')));
    const local = renderAreaInsightPage(shell, insight, {
      brand: 'P',
      origin: 'http://localhost:3000',
      heroImageBaseUrl: 'http://s3',
      apiUrl: 'http://localhost:3001/',
    });
    expect(local).toContain('<link rel="preconnect" href="http://localhost:3001" crossorigin />');
    expect(local).toContain('<link rel="preload" as="fetch" href="http://localhost:3001/area-insights/hull" crossorigin="anonymous" />');
  });

  it('title and description fall back to the record', () => {
    expect(areaInsightTitle({ ...insight, metaTitle: 'Custom' })).toBe('Custom');
    expect(areaInsightDescription({ ...insight, metaDescription: 'x'.repeat(200) })).toHaveLength(160);
    expect(areaInsightDescription(insight)).toBe('Strong "yields"');
  });
});

describe('sitemap and robots', () => {
  it('lists the landing page, the list and the published pages only', () => {
    const xml = renderSitemap(
      'https://p.example',
      [insight, { ...insight, urlSlug: 'draft', isPublished: false }].map((i) => ({ ...i, isPublished: i.urlSlug !== 'draft' })),
    );
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://p.example/',
      'https://p.example/area-insights',
      'https://p.example/area-insights/hull',
    ]);
    expect(xml).toContain('<lastmod>2026-02-01</lastmod>');
    expect(renderRobots('https://p.example/')).toContain('Sitemap: https://p.example/sitemap.xml');
  });
});
