import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { propertiesQuery } from '../features/properties/api/list-properties';
import { publicPropertyQuery } from '../features/public-property/api/public-property';
import { loadScreenPage, paths, screens } from './screens';

/**
 * Starts loading what a signed-in page shows (its code and its data) as soon as a stored session is
 * found, alongside the profile check, instead of after it. Only the dashboard, the default destination,
 * needs this: its list is the largest answer. The API still checks the profile on the call itself.
 */
export function prefetchSignedInPage(pathname: string, queryClient: QueryClient): void {
  if (pathname !== paths.dashboard()) return;
  void loadScreenPage(screens.dashboard);
  void queryClient.prefetchQuery(propertiesQuery());
}

/**
 * The public property pages' listing, asked for as the app starts (alongside the page's code), so the
 * photo and title appear one round trip sooner. The page's own query picks up the answer.
 */
export function prefetchPublicPage(pathname: string, queryClient: QueryClient): void {
  const full = matchPath(screens.publicPropertyFull.path, pathname);
  const match = full ?? matchPath(screens.publicProperty.path, pathname);
  if (!match) return;
  let id: string;
  try {
    id = decodeURIComponent(match.params.id!);
  } catch {
    return; // a malformed link: the page itself says so
  }
  if (full) void queryClient.prefetchQuery(publicPropertyQuery(id, 'full'));
  else void queryClient.prefetchQuery(publicPropertyQuery(id, 'peek'));
}
