import { routes } from '@shared/contract/routes';
import { renderRobots } from '@shared/render/area-insight-page';
import { documentHandler } from './document-handler';
import { document } from './site';

/** GET /robots.txt: crawling allowed, and the sitemap's absolute URL (CloudFront sends /robots.txt here). */
export const handler = documentHandler(routes.robots, async ({ site }) => document(200, 'text/plain; charset=utf-8', renderRobots(site.origin), 3_600));
