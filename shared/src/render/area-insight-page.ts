import type { AreaInsight } from '../domain/area-insight';
import { paths, portalUrl } from '../contract/paths';
import { publicRead } from '../contract/routes/public-read';
import { isAbsoluteUrl } from '../rules/images';
import { formatPrice } from '../rules/money';
import { cityGateRows, nextStepText, snapshotGain } from '../rules/area-insights';
import { apiPreload, escapeHtml } from './share-meta';

/**
 * One area insight page's metadata and readable text, for the SPA (set client-side) and for the HTML the
 * server answers to crawlers and chat apps, which run no JavaScript (spec 'Area insight detail (public)':
 * page metadata and structured article data from the record, canonical URL built from the slug).
 */

/** The page's path from its slug (the path table's areaInsightDetail). */
export const areaInsightPath = (slug: string): string => paths.areaInsightDetail(slug);
export const AREA_INSIGHTS_PATH = paths.areaInsights();
/** What the page asks the API for (the getAreaInsight route, as the SPA's client writes it). */
export const areaInsightApiPath = (slug: string): string => publicRead.routes.getAreaInsight.path.replace('{slug}', encodeURIComponent(slug));

/** A stored hero value as a URL: absolute URLs as entered, object keys under the heroes base URL. */
export const heroImageSrc = (heroImageBaseUrl: string, value: string | null | undefined): string | null =>
  !value ? null : isAbsoluteUrl(value) ? value : `${heroImageBaseUrl.replace(/\/+$/, '')}/${value.replace(/^\/+/, '')}`;

type MetaFields = Pick<AreaInsight, 'locationName' | 'postcode' | 'metaTitle' | 'metaDescription' | 'snippet' | 'metaKeywords'>;

/** The browser title: the meta title, else '{location} ({postcode}) Property Investment Guide'. */
export const areaInsightTitle = (insight: MetaFields): string =>
  insight.metaTitle?.trim() || `${insight.locationName}${insight.postcode ? ` (${insight.postcode})` : ''} Property Investment Guide`;

/** The meta description: the record's, else its snippet, at most 160 characters. */
export function areaInsightDescription(insight: MetaFields): string {
  const text = (insight.metaDescription?.trim() || insight.snippet?.trim() || `Property investment guide to ${insight.locationName}.`).replace(/\s+/g, ' ');
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

export const areaInsightKeywords = (insight: MetaFields): string => insight.metaKeywords.join(', ');

/** schema.org Article built from the record. */
export function areaInsightJsonLd(insight: AreaInsight, page: { url: string; image: string | null; brand: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': page.url,
    mainEntityOfPage: page.url,
    url: page.url,
    headline: areaInsightTitle(insight).slice(0, 110),
    description: areaInsightDescription(insight),
    ...(page.image ? { image: page.image } : {}),
    ...(insight.metaKeywords.length ? { keywords: insight.metaKeywords.join(', ') } : {}),
    datePublished: insight.createdAt,
    dateModified: insight.updatedAt,
    about: {
      '@type': 'Place',
      name: insight.locationName,
      ...(insight.postcode ? { address: { '@type': 'PostalAddress', postalCode: insight.postcode, addressCountry: 'GB' } } : {}),
    },
    author: { '@type': 'Organization', name: page.brand },
    publisher: { '@type': 'Organization', name: page.brand },
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the element. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The 'Key Market Stats' rows the record has (each only when present). */
export function keyMarketStats(insight: AreaInsight): { label: string; value: string }[] {
  const rows: { label: string; value: string | null }[] = [
    { label: 'Average House Price', value: insight.averageHousePrice ? formatPrice(insight.averageHousePrice) : null },
    { label: 'Average Rent (pcm)', value: insight.averageRentPcm ? formatPrice(insight.averageRentPcm) : null },
    { label: 'Gross Yield', value: insight.grossYieldRange?.trim() || null },
    { label: '5-Year Growth Forecast', value: insight.growthForecastRange?.trim() || null },
    {
      label: 'Historic Value (2014 to 2024)',
      value:
        insight.historicPrice2014 && insight.historicPrice2024
          ? `${formatPrice(insight.historicPrice2014)} (2014) to ${formatPrice(insight.historicPrice2024)} (2024)`
          : null,
    },
  ];
  return rows.filter((row): row is { label: string; value: string } => row.value !== null);
}

/** The 'Property Snapshot – Example' rows, the 5-year gain with its computed £ amount. */
export function snapshotRows(insight: AreaInsight): { label: string; value: string }[] {
  const s = insight.propertySnapshot;
  if (!s) return [];
  const gain = snapshotGain(s.purchasePrice, s.fiveYearCapitalGain);
  const rows: { label: string; value: string | null }[] = [
    { label: 'Property Type', value: s.type },
    { label: 'Capital Needed', value: s.capitalNeeded },
    // A 0 is a number field left empty (spec section 5): not shown.
    { label: 'Purchase Price', value: s.purchasePrice ? formatPrice(s.purchasePrice) : null },
    { label: 'Gross Yield', value: s.grossYield ? `${s.grossYield}%` : null },
    { label: '5-Year Capital Gain', value: s.fiveYearCapitalGain ? `${s.fiveYearCapitalGain}%${gain ? ` (${formatPrice(gain)})` : ''}` : null },
    { label: 'Tenant Demand', value: s.tenantDemand },
    { label: 'Net Monthly Income', value: s.netMonthlyIncome },
    { label: 'Exit Strategy', value: s.exitStrategy },
    { label: 'Ideal For', value: s.idealFor },
  ];
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value?.trim()));
}

export interface AreaPageConfig {
  brand: string;
  /** The site's origin (https://…), for the canonical link and og:url. */
  origin: string;
  heroImageBaseUrl: string;
  /** The API the SPA reads the area from (its config's apiUrl): the area is fetched with the page, not after its scripts. */
  apiUrl?: string;
}

const paragraphs = (text: string | null | undefined): string =>
  (text ?? '')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

const table = (rows: { label: string; value: string }[]): string =>
  `<table><tbody>${rows.map((r) => `<tr><th scope="row">${escapeHtml(r.label)}</th><td>${escapeHtml(r.value)}</td></tr>`).join('')}</tbody></table>`;

/** The head tags of one area page: title, description, keywords, canonical, Open Graph, Twitter, Article JSON-LD. */
export function areaInsightHeadTags(insight: AreaInsight, config: AreaPageConfig): string {
  const url = portalUrl(config.origin, areaInsightPath(insight.urlSlug));
  const title = areaInsightTitle(insight);
  const description = areaInsightDescription(insight);
  const image = heroImageSrc(config.heroImageBaseUrl, insight.heroImageUrl);
  const absoluteImage = image && /^https?:\/\//i.test(image) ? image : null;
  const tags: [attr: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', description],
    ...(insight.metaKeywords.length ? [['name', 'keywords', areaInsightKeywords(insight)] as ['name', string, string]] : []),
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', config.brand],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ...(absoluteImage
      ? [
          ['property', 'og:image', absoluteImage] as ['property', string, string],
          ['property', 'og:image:alt', insight.heroImageAlt || insight.locationName] as ['property', string, string],
        ]
      : []),
    ['name', 'twitter:card', absoluteImage ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<script type="application/ld+json">${scriptJson(areaInsightJsonLd(insight, { url, image: absoluteImage, brand: config.brand }))}</script>`,
    // The hero is the page's largest paint: fetched alongside the scripts rather than once the page has rendered.
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`] : []),
    ...(config.apiUrl && /^https?:\/\//i.test(config.apiUrl)
      ? [`<link rel="preconnect" href="${escapeHtml(new URL(config.apiUrl).origin)}" crossorigin />`]
      : []),
    ...(config.apiUrl ? [apiPreload(config.apiUrl, areaInsightApiPath(insight.urlSlug))] : []),
  ].join('\n    ');
}

/** The readable text of every section, as plain semantic HTML (what a crawler indexes). */
export function areaInsightBody(insight: AreaInsight): string {
  const stats = keyMarketStats(insight);
  const gate = cityGateRows.filter((row) => insight[row.field]?.trim());
  const snapshot = snapshotRows(insight);
  const section = (heading: string, inner: string) => (inner ? `<section><h2>${escapeHtml(heading)}</h2>${inner}</section>` : '');
  return [
    '<main><article>',
    `<p><a href="${AREA_INSIGHTS_PATH}">Back to All Areas</a></p>`,
    `<header>${insight.postcode ? `<p>${escapeHtml(insight.postcode)}</p>` : ''}<h1>${escapeHtml(insight.locationName)}</h1>${paragraphs(insight.snippet)}</header>`,
    section('Key Market Stats', stats.length ? table(stats) : ''),
    section('Area Overview', paragraphs(insight.areaOverview)),
    section('Investment Insights', paragraphs(insight.investmentInsightsContent)),
    section(
      'CITY GATE Breakdown',
      gate.length ? `<dl>${gate.map((r) => `<dt>${r.letter} – ${escapeHtml(r.label)}</dt><dd>${escapeHtml(insight[r.field] ?? '')}</dd>`).join('')}</dl>` : '',
    ),
    section('Property Snapshot – Example', snapshot.length ? table(snapshot) : ''),
    section('Investor Insight', paragraphs(insight.investorInsights)),
    section('Next Step', `<p>${escapeHtml(nextStepText(insight))}</p>`),
    `<nav><a href="${AREA_INSIGHTS_PATH}">All Area Insights</a> <a href="${paths.dashboard()}">View Available Properties</a></nav>`,
    '</article></main>',
  ].join('');
}

/**
 * index.html for an area page: its own head tags (the shell's title, description, keywords, Open Graph and
 * canonical removed first) and the readable text in #root, which the SPA replaces when it starts.
 */
export function renderAreaInsightPage(shell: string, insight: AreaInsight, config: AreaPageConfig): string {
  const cleaned = shell
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+(?:name|property)=["'](?:description|keywords|og:[^"']*|twitter:[^"']*)["'][^>]*>\s*/gi, '')
    .replace(/<link\s+rel=["']canonical["'][^>]*>\s*/gi, '');
  const tags = areaInsightHeadTags(insight, config);
  const body = areaInsightBody(insight);
  const withRoot = /<div id="root">[\s\S]*?<\/div><\/div>|<div id="root">\s*<\/div>/.test(cleaned)
    ? cleaned.replace(/<div id="root">[\s\S]*?<\/div><\/div>|<div id="root">\s*<\/div>/, () => `<div id="root">${body}</div>`)
    : cleaned.replace(/<body([^>]*)>/i, (_m, attrs: string) => `<body${attrs}><div id="root">${body}</div>`);
  const headClose = /<\/head>/i.exec(withRoot);
  if (!headClose)
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8" />\n    ${tags}\n  </head><body><div id="root">${body}</div></body></html>`;
  return `${withRoot.slice(0, headClose.index)}  ${tags}\n  ${withRoot.slice(headClose.index)}`;
}

/** /sitemap.xml: the landing page, the area insights list and every published area page. */
export function renderSitemap(origin: string, insights: readonly Pick<AreaInsight, 'urlSlug' | 'updatedAt' | 'isPublished'>[]): string {
  const base = origin.replace(/\/+$/, '');
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`;
  const published = insights.filter((insight) => insight.isPublished);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(paths.landing()),
    url(AREA_INSIGHTS_PATH),
    ...published.map((insight) => url(areaInsightPath(insight.urlSlug), insight.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: everything crawlable (the members' pages need a sign-in anyway), and where the sitemap is. */
export const renderRobots = (origin: string): string => `User-agent: *\nAllow: /\n\nSitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml\n`;
