import type { WebConfig } from '@shared/contract/config';
import type { PublicPropertyPeek } from '@shared/views/public-property';
import { renderShareMeta } from '@shared/render/share-meta';
import { browserConfig } from './api-path';

/**
 * Local twin of the CloudFront behaviour for link previews: /public-property/{id} and
 * /public-property-full/{id} get index.html with that property's Open Graph tags, rendered by the same
 * renderShareMeta the API's share route uses, from the same public payload (sneak peek).
 */
export function sharePath(urlPath: string): { view: 'peek' | 'full'; id: string } | undefined {
  const match = /^\/(public-property|public-property-full)\/([^/]+)\/?$/.exec(urlPath);
  return match ? { view: match[1] === 'public-property-full' ? 'full' : 'peek', id: match[2]! } : undefined;
}

export async function sharePage(
  indexHtml: string,
  share: { view: 'peek' | 'full'; id: string },
  config: WebConfig,
  origin: string,
): Promise<{ status: number; html: string }> {
  let response: Response;
  try {
    response = await fetch(`${config.apiUrl}/public/properties/${encodeURIComponent(share.id)}?view=peek`, { signal: AbortSignal.timeout(5_000) });
  } catch {
    return { status: 200, html: indexHtml };
  }
  if (!response.ok) return { status: response.status === 404 ? 404 : 200, html: indexHtml };
  const { property } = (await response.json()) as { property: PublicPropertyPeek };
  const pageUrl = `${origin}/${share.view === 'full' ? 'public-property-full' : 'public-property'}/${encodeURIComponent(share.id)}`;
  return {
    status: 200,
    html: renderShareMeta(indexHtml, property, {
      brand: config.brand,
      imageBaseUrl: config.imageBaseUrl,
      pageUrl,
      apiUrl: browserConfig(config).apiUrl,
      view: share.view,
    }),
  };
}
