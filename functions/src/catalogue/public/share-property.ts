import { paths, portalUrl } from '@shared/contract/paths';
import { routes } from '@shared/contract/routes';
import { renderShareMeta } from '@shared/render/share-meta';
import { documentHandler } from './document-handler';
import { publicProperty } from './public-property';
import { document } from './site';

/**
 * GET /share/{view}/{id}: the SPA's index.html with the property's link-preview tags, for crawlers that
 * do not run JavaScript. On AWS, CloudFront sends /public-property/{id} and /public-property-full/{id}
 * here (a viewer-request function rewrites the path); browsers get the same page and the SPA starts.
 *
 * The page and the brand come from the site itself (readSite in site.ts, through documentHandler). If the site
 * cannot be read, a minimal page still carries the tags; an unknown property answers 404 and a failure the plain
 * shell (document-handler.ts).
 */
export const handler = documentHandler(routes.shareProperty, async ({ params: { view, id }, site }) => {
  const { origin, shell, brand, imageBaseUrl, apiUrl } = site;
  // The sneak peek's payload for both views: the preview needs nothing more, and documents are not signed.
  const payload = await publicProperty(id, 'peek');
  const pageUrl = portalUrl(origin, view === 'full' ? paths.publicPropertyFull(id) : paths.publicProperty(id));
  return document(200, 'text/html; charset=utf-8', renderShareMeta(shell, payload, { brand, imageBaseUrl, pageUrl, apiUrl, view }));
});
