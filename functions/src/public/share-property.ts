import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { routes } from '@shared/contract/routes';
import { renderShareMeta } from '@shared/render/share-meta';
import { HttpError } from '../http/errors';
import { logger } from '../http/handler';
import { publicProperty } from './public-property';
import { document, readSite } from './site';

/**
 * GET /share/{view}/{id}: the SPA's index.html with the property's link-preview tags, for crawlers that
 * do not run JavaScript. On AWS, CloudFront sends /public-property/{id} and /public-property-full/{id}
 * here (a viewer-request function rewrites the path); browsers get the same page and the SPA starts.
 *
 * The page and the brand come from the site itself (readSite in site.ts). If the site cannot be read, a
 * minimal page still carries the tags.
 *
 * Not on the JSON middy chain: its security headers (CSP default-src 'none', COEP) are right for JSON
 * but would break the SPA page; CloudFront adds the site's own security headers on the way out.
 */
const page = (statusCode: number, body: string) => document(statusCode, 'text/html; charset=utf-8', body);

export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const { origin, shell, brand, imageBaseUrl, apiUrl } = await readSite();
  const params = routes.shareProperty.params.safeParse(event.pathParameters ?? {});
  if (!params.success) return page(404, shell);
  const { view, id } = params.data;
  try {
    // The sneak peek's payload for both views: the preview needs nothing more, and documents are not signed.
    const payload = await publicProperty(id, 'peek');
    const pageUrl = `${origin}/${view === 'full' ? 'public-property-full' : 'public-property'}/${encodeURIComponent(id)}`;
    return page(200, renderShareMeta(shell, payload, { brand, imageBaseUrl, pageUrl, apiUrl }));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return page(404, shell);
    logger.error('share page failed', error as Error);
    return page(200, shell);
  }
}
