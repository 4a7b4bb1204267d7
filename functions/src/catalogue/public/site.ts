import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { webConfigSchema } from '@shared/contract/config';
import { fallbackShell } from '@shared/render/share-meta';
import * as z from '@shared/core/zod';
import { env } from '../../env';
import { logger } from '../../observability/powertools';

/**
 * The site as the server-rendered pages need it (area pages, property link previews, sitemap): the SPA's
 * index.html and the brand, image bases and API URL from /config.json, read from APP_ORIGIN and cached for
 * a minute, so a deployment of the SPA is picked up without redeploying a function. If the site cannot be
 * read, a minimal shell is used.
 */
const CACHE_MS = 60_000;
export interface Site {
  origin: string;
  shell: string;
  brand: string;
  /** Where property photo keys resolve (the SPA config's imageBaseUrl, else the origin). */
  imageBaseUrl: string;
  heroImageBaseUrl: string;
  /** The API the SPA calls, when the config names it (link previews open its connection early). */
  apiUrl?: string;
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
    get('/index.html')
      .then((r) => r.text())
      .catch((error: unknown) => (logger.warn('index.html unavailable', { error: String(error) }), null)),
    get('/config.json')
      .then(async (r) => z.partial(webConfigSchema).parse(await r.json()))
      .catch(() => undefined),
  ]);
  const brand = config?.brand ?? 'Off-Market Property Portal';
  cached = {
    origin,
    shell: html ?? fallbackShell(brand),
    brand,
    imageBaseUrl: config?.imageBaseUrl ?? origin,
    heroImageBaseUrl: config?.heroImageBaseUrl ?? origin,
    apiUrl: config?.apiUrl,
    at: Date.now(),
  };
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
