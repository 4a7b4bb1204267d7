import { routes } from '@shared/contract/routes';
import { renderSitemap } from '@shared/render/area-insight-page';
import { listAreaInsights } from '../db/area-insights';
import { documentHandler } from './document-handler';
import { document } from './site';

/** GET /sitemap.xml: the landing page, the area insights list and every published area page (CloudFront sends /sitemap.xml here). */
export const handler = documentHandler(routes.sitemap, async ({ site }) =>
  document(200, 'application/xml; charset=utf-8', renderSitemap(site.origin, await listAreaInsights({ includeUnpublished: false })), 300),
);
