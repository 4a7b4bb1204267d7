import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { webConfigSchema } from '@shared/config';
import { routes } from '@shared/routes';
import { fallbackShell, renderShareMeta } from '@shared/share-meta';
import * as z from '@shared/zod';
import { env } from '../env';
import { HttpError } from '../http/errors';
import { logger } from '../http/handler';
import { publicProperty } from './public-property';

/**
 * GET /share/{view}/{id}: the SPA's index.html with the property's link-preview tags, for crawlers that
 * do not run JavaScript. On AWS, CloudFront sends /public-property/{id} and /public-property-full/{id}
 * here (a viewer-request function rewrites the path); browsers get the same page and the SPA starts.
 *
 * The page and the brand come from the site itself (APP_ORIGIN/index.html and /config.json), so a
 * deployment of the SPA is picked up without redeploying this function; both are cached for a minute.
 * If the site cannot be read, a minimal page still carries the tags.
 *
 * Not on the JSON middy chain: its security headers (CSP default-src 'none', COEP) are right for JSON
 * but would break the SPA page; CloudFront adds the site's own security headers on the way out.
 */
const CACHE_MS = 60_000;
let site: { html: string | null; brand: string; imageBaseUrl: string | null; apiUrl?: string; at: number } | undefined;

async function readSite(origin: string) {
  if (site && Date.now() - site.at < CACHE_MS) return site;
  const get = async (path: string) => {
    const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(3_000), headers: { 'user-agent': 'portal-share-preview' } });
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    return res;
  };
  const [html, config] = await Promise.all([
    get('/index.html').then((r) => r.text()).catch((error: unknown) => (logger.warn('index.html unavailable', { error: String(error) }), null)),
    get('/config.json').then(async (r) => z.partial(webConfigSchema).parse(await r.json())).catch(() => undefined),
  ]);
  site = { html, brand: config?.brand ?? 'Off-Market Property Portal', imageBaseUrl: config?.imageBaseUrl ?? null, apiUrl: config?.apiUrl, at: Date.now() };
  return site;
}

const page = (statusCode: number, body: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=60',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  },
  body,
});

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const origin = env().APP_ORIGIN.replace(/\/+$/, '');
  const { html, brand, imageBaseUrl, apiUrl } = await readSite(origin);
  const shell = html ?? fallbackShell(brand);
  const params = routes.shareProperty.params.safeParse(event.pathParameters ?? {});
  if (!params.success) return page(404, shell);
  const { view, id } = params.data;
  try {
    // The sneak peek's payload for both views: the preview needs nothing more, and documents are not signed.
    const payload = await publicProperty(id, 'peek');
    const pageUrl = `${origin}/${view === 'full' ? 'public-property-full' : 'public-property'}/${encodeURIComponent(id)}`;
    return page(200, renderShareMeta(shell, payload, { brand, imageBaseUrl: imageBaseUrl ?? origin, pageUrl, apiUrl }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return page(404, shell);
    logger.error('share page failed', error as Error);
    return page(200, shell);
  }
}
