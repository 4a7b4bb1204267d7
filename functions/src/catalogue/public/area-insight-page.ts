import { renderAreaInsightPage } from '@shared/render/area-insight-page';
import { routes } from '@shared/contract/routes';
import { getPublishedAreaInsight } from '../db/area-insights';
import { documentHandler } from './document-handler';
import { document } from './site';

const HTML = 'text/html; charset=utf-8';

/**
 * GET /pages/area-insights/{slug}: the SPA's index.html carrying the area page's title, description,
 * keywords, canonical link, Open Graph tags, Article JSON-LD and the readable text of every section, for
 * search engines and chat apps, which run no JavaScript. On AWS, CloudFront sends /area-insights/{slug}
 * here (a viewer-request function rewrites the path); browsers get the same page and the SPA starts.
 * An unknown or unpublished slug answers 404 (with the plain shell, so a browser still shows the SPA's
 * 'Area Not Found'); a failure answers the shell uncached (document-handler.ts).
 */
export const handler = documentHandler(routes.areaInsightPage, async ({ params, site }) => {
  const insight = await getPublishedAreaInsight(params.slug);
  if (!insight) return document(404, HTML, site.shell);
  return document(200, HTML, renderAreaInsightPage(site.shell, insight, site));
});
