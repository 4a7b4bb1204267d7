import { defineGroup, defineRoute } from './define';
import type { AreaInsight } from '../../domain/area-insight';
import { idParams, slugParams } from '../../domain/request-params';
import { publicPropertyQuery, sharePropertyParams, type PublicProperty } from '../../views/public-property';
import type { ReservedFlag } from '../../views/reservation';
import { html, json, text } from '../route-response';

/** Anyone's reads: public pages, lists and the documents crawlers fetch. */
export const publicRead = defineGroup({
  access: 'public',
  description: 'Public pages and lists (reads only)',
  routes: {
    getPublicProperty: defineRoute({
      method: 'GET',
      path: '/public/properties/{id}',
      handler: 'catalogue/public/get-public-property',
      params: idParams,
      query: publicPropertyQuery,
      response: json<{ property: PublicProperty & ReservedFlag }>(),
      permissions: ['table:read', 'documents:read'],
    }),
    /** The SPA's index.html with the property's link-preview tags (CloudFront sends /public-property/{id} and /public-property-full/{id} here). */
    shareProperty: defineRoute({
      method: 'GET',
      path: '/share/{view}/{id}',
      handler: 'catalogue/public/share-property',
      params: sharePropertyParams,
      response: html(),
      permissions: ['table:read'],
    }),
    listPublishedAreaInsights: defineRoute({
      method: 'GET',
      path: '/area-insights',
      handler: 'catalogue/area-insights/list-published-area-insights',
      response: json<{ items: AreaInsight[] }>(),
      permissions: ['table:read'],
    }),
    getAreaInsight: defineRoute({
      method: 'GET',
      path: '/area-insights/{slug}',
      handler: 'catalogue/area-insights/get-area-insight',
      params: slugParams,
      response: json<{ insight: AreaInsight }>(),
      permissions: ['table:read'],
    }),
    /** The SPA's index.html with the area page's title, meta, canonical, Open Graph, JSON-LD and readable text (CloudFront sends /area-insights/{slug} here). */
    areaInsightPage: defineRoute({
      method: 'GET',
      path: '/pages/area-insights/{slug}',
      handler: 'catalogue/public/area-insight-page',
      params: slugParams,
      response: html(),
      permissions: ['table:read'],
    }),
    sitemap: defineRoute({
      method: 'GET',
      path: '/sitemap.xml',
      handler: 'catalogue/public/sitemap',
      response: text(),
      permissions: ['table:read'],
    }),
    robots: defineRoute({
      method: 'GET',
      path: '/robots.txt',
      handler: 'catalogue/public/robots',
      response: text(),
      permissions: [],
    }),
  },
});
