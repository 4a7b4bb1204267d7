import type { Resource } from '../domain/resource';
import { isHttpsUrl } from '../core/safe-url';

/**
 * What a resource's button does on /investor-resources (spec 'Investor Resources Hub', section 7):
 * a download asks the API for a short-lived signed link; a page link opens an internal page (the spec's
 * '/resources' target is this app's '/investor-resources'); an external link opens in a new tab, and only
 * when it passes the one link rule the write was checked with (safe-url.ts).
 * null when the stored resource does not point anywhere usable (the button is then left out).
 */
export type ResourceAction = { kind: 'download'; resourceId: string } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const internalRoutes: Record<string, string> = {
  '/dashboard': '/dashboard',
  '/resources': '/investor-resources',
  '/sell-property': '/sell-property',
  '/profile': '/profile',
  '/calculators': '/calculators',
};

export function resourceAction(resource: Pick<Resource, 'id' | 'type' | 'fileUrl' | 'externalUrl'>): ResourceAction | null {
  if (resource.type === 'download') return resource.fileUrl ? { kind: 'download', resourceId: resource.id } : null;
  if (resource.type === 'link') {
    const to = resource.externalUrl ? internalRoutes[resource.externalUrl] : undefined;
    return to ? { kind: 'internal', to } : null;
  }
  const href = resource.externalUrl;
  return href && isHttpsUrl(href) ? { kind: 'external', href } : null;
}

/** The featured resource: the first one marked featured in display order, else none. */
export const featuredResource = <R extends Pick<Resource, 'isFeatured'>>(resources: readonly R[]): R | undefined => resources.find((r) => r.isFeatured);
