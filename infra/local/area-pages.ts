import { renderAreaInsightPage, renderRobots, renderSitemap } from '@shared/render/area-insight-page';
import type { WebConfig } from '@shared/contract/config';
import type { AreaInsight } from '@shared/domain/area-insight';
import { browserConfig } from './api-path';

/**
 * Local twin of the CloudFront behaviours for crawlers: /area-insights/{slug} gets index.html with that
 * area's head tags and readable text, rendered by the same renderAreaInsightPage the API's page route
 * uses, from the public by-slug payload; /sitemap.xml and /robots.txt likewise (see share-pages.ts for
 * the property previews).
 */
export function areaPageSlug(urlPath: string): string | undefined {
  return /^\/area-insights\/([^/]+)\/?$/.exec(urlPath)?.[1];
}

export async function areaPage(indexHtml: string, slug: string, config: WebConfig, origin: string): Promise<{ status: number; html: string }> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/area-insights/${encodeURIComponent(slug)}`, { signal: AbortSignal.timeout(5_000) });
  } catch {
    return { status: 200, html: indexHtml };
  }
  if (!response.ok) return { status: response.status === 404 ? 404 : 200, html: indexHtml };
  const { insight } = (await response.json()) as { insight: AreaInsight };
  return {
    status: 200,
    html: renderAreaInsightPage(indexHtml, insight, {
      brand: config.brand,
      origin,
      heroImageBaseUrl: config.heroImageBaseUrl,
      apiUrl: browserConfig(config).apiUrl,
    }),
  };
}

/** The documents served beside the SPA: /sitemap.xml (from the published list) and /robots.txt. */
export async function siteDocument(urlPath: string, config: WebConfig, origin: string): Promise<{ contentType: string; body: string } | undefined> {
  if (urlPath === '/robots.txt') return { contentType: 'text/plain; charset=utf-8', body: renderRobots(origin) };
  if (urlPath !== '/sitemap.xml') return undefined;
  const response = await fetch(`${config.apiUrl}/area-insights`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`GET /area-insights answered ${response.status}`);
  const { items } = (await response.json()) as { items: AreaInsight[] };
  return { contentType: 'application/xml; charset=utf-8', body: renderSitemap(origin, items) };
}
