import type { QueryClient } from '@tanstack/react-query';
import { propertiesQuery } from '../features/properties/api/list-properties';
import { publicPropertyQuery } from '../features/public-property/api/public-property';

/**
 * Starts loading what a signed-in page shows (its code and its data) as soon as a stored session is
 * found, alongside the profile check, instead of after it. Only the dashboard, the default destination,
 * needs this: its list is the largest answer. The API still checks the profile on the call itself.
 */
export function prefetchSignedInPage(pathname: string, queryClient: QueryClient): void {
  if (pathname !== '/dashboard') return;
  void import('./routes/dashboard');
  void queryClient.prefetchQuery(propertiesQuery());
}

/**
 * The public property pages' listing, asked for as the app starts (alongside the page's code), so the
 * photo and title appear one round trip sooner. The page's own query picks up the answer.
 */
export function prefetchPublicPage(pathname: string, queryClient: QueryClient): void {
  const match = /^\/(public-property|public-property-full)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return; // a malformed link: the page itself says so
  }
  if (match[1] === 'public-property-full') void queryClient.prefetchQuery(publicPropertyQuery(id, 'full'));
  else void queryClient.prefetchQuery(publicPropertyQuery(id, 'peek'));
}
