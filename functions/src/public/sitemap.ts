import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderSitemap } from '@shared/render/area-insight-page';
import { listAreaInsights } from '../db/area-insights';
import { document, readSite } from './site';

/** GET /sitemap.xml: the landing page, the area insights list and every published area page (CloudFront sends /sitemap.xml here). */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  const [{ origin }, insights] = await Promise.all([readSite(), listAreaInsights({ includeUnpublished: false })]);
  return document(200, 'application/xml; charset=utf-8', renderSitemap(origin, insights), 300);
}
