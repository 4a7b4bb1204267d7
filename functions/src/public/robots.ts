import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderRobots } from '@shared/render/area-insight-page';
import { env } from '../env';
import { document } from './site';

/** GET /robots.txt: crawling allowed, and the sitemap's absolute URL (CloudFront sends /robots.txt here). */
export async function handler(): Promise<APIGatewayProxyStructuredResultV2> {
  return document(200, 'text/plain; charset=utf-8', renderRobots(env().APP_ORIGIN), 3_600);
}
