import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { webConfigSchema } from '@shared/config';
import { fallbackShell } from '@shared/share-meta';
import * as z from '@shared/zod';
import { env } from '../env';
import { logger } from '../http/handler';

/**
 * The site as the server-rendered pages need it (area pages, sitemap, robots.txt): the SPA's index.html
 * and the brand and hero image base from /config.json, read from APP_ORIGIN and cached for a minute, as
 * share-property.ts does for the property previews. If the site cannot be read, a minimal shell is used.
 */
const CACHE_MS = 60_000;
export interface Site {
  origin: string;
  shell: string;
  brand: string;
  heroImageBaseUrl: string;
}
let cached: (Site & { at: number }) | undefined;

export async function readSite(): Promise<Site> {
  const origin = env().APP_ORIGIN.replace(/\/+$/, '');
  if (cached && cached.origin === origin && Date.now() - cached.at < CACHE_MS) return cached;
  const get = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(3_000), headers: { 'user-agent': 'portal-page-render' } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res;
  };
  const [html, config] = await Promise.all([
    get('/index.html').then((r) => r.text()).catch((error: unknown) => (logger.warn('index.html unavailable', { error: String(error) }), null)),
    get('/config.json').then(async (r) => z.partial(webConfigSchema).parse(await r.json())).catch(() => undefined),
  ]);
  const brand = config?.brand ?? 'Off-Market Property Portal';
  cached = { origin, shell: html ?? fallbackShell(brand), brand, heroImageBaseUrl: config?.heroImageBaseUrl ?? origin, at: Date.now() };
  return cached;
}

/** A document answer with the headers the JSON chain would otherwise add (CloudFront adds the site's own). */
export const document = (statusCode: number, contentType: string, body: string, maxAge = 60): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: {
    'content-type': contentType,
    'cache-control': `public, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  },
  body,
});
