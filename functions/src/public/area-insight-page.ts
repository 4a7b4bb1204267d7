import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderAreaInsightPage } from '@shared/render/area-insight-page';
import { routes } from '@shared/contract/routes';
import { getPublishedAreaInsight } from '../db/area-insights';
import { logger } from '../http/handler';
import { document, readSite } from './site';

const HTML = 'text/html; charset=utf-8';

/**
 * GET /pages/area-insights/{slug}: the SPA's index.html carrying the area page's title, description,
 * keywords, canonical link, Open Graph tags, Article JSON-LD and the readable text of every section, for
 * search engines and chat apps, which run no JavaScript. On AWS, CloudFront sends /area-insights/{slug}
 * here (a viewer-request function rewrites the path); browsers get the same page and the SPA starts.
 * An unknown or unpublished slug answers 404 (with the plain shell, so a browser still shows the SPA's
 * 'Area Not Found'). Not on the JSON middy chain, for the reasons share-property.ts gives.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const site = await readSite();
  const params = routes.areaInsightPage.params.safeParse(event.pathParameters ?? {});
  if (!params.success) return document(404, HTML, site.shell);
  try {
    const insight = await getPublishedAreaInsight(params.data.slug);
    if (!insight) return document(404, HTML, site.shell);
    return document(200, HTML, renderAreaInsightPage(site.shell, insight, site));
  } catch (error) {
    logger.error('area page failed', error as Error);
    return document(200, HTML, site.shell, 0);
  }
}
