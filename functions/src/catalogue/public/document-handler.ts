import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '@shared/contract/routes';
import { HttpError } from '../../http/errors';
import { observedChain, type Parsed } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { document, readSite, type Site } from './site';

const HTML = 'text/html; charset=utf-8';

export interface DocumentRequest<R extends RouteDef> {
  event: APIGatewayProxyEventV2;
  params: Parsed<R['params']>;
  /** The SPA's shell and brand (site.ts), read once here for every page. */
  site: Site;
}

/**
 * The chain of the pages served to crawlers and link previews (share, area page, sitemap, robots): the same
 * logging, tracing and metrics as the JSON routes (observedChain), but not their JSON parts: the JSON chain's security
 * headers (CSP default-src 'none', COEP) would break the SPA page, and CloudFront adds the site's own on the way out.
 * Path parameters that do not parse, and a handler's 404, answer the plain shell with 404 (a browser still shows the
 * SPA's own 'not found'); any other failure of an HTML page is logged and answers the shell uncached, so the SPA still starts.
 */
export function documentHandler<R extends RouteDef>(route: R, fn: (request: DocumentRequest<R>) => Promise<APIGatewayProxyStructuredResultV2>) {
  const isHtml = route.response.kind === 'html';
  return observedChain(route, async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const site = await readSite();
    const parsed = route.params ? route.params.safeParse(event.pathParameters ?? {}) : { success: true as const, data: undefined };
    if (!parsed.success) return document(404, HTML, site.shell);
    try {
      return await fn({ event, params: parsed.data as Parsed<R['params']>, site });
    } catch (error) {
      if (isHtml && error instanceof HttpError && error.statusCode === 404) return document(404, HTML, site.shell);
      if (!isHtml) throw error;
      logger.error('page failed', error as Error);
      return document(200, HTML, site.shell, 0);
    }
  });
}
