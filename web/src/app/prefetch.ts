import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { propertiesQuery } from '../features/properties/api/list-properties';
import { publicPropertyQuery } from '../features/public-property/api/public-property';
import { storedIdToken } from '../lib/amplify/session';
import { propertyRowsQuery } from '../lib/pages';
import { routeQuery } from '../lib/route-query';
import { paths, screens } from './screens';

/**
 * What the page at `pathname` shows, asked for as the app starts, before React renders: a public property's
 * listing; with a stored session that has time left, the signed-in page's data beyond its first page (the entry
 * has already asked for the profile, the first page and the page's code: early-start.ts). The screens' own
 * queries pick up the answers.
 */
export function startPageLoads(pathname: string, queryClient: QueryClient): void {
  prefetchPublicPage(pathname, queryClient);
  const session = storedIdToken();
  // The set-new-password screen works without the stored session (auth-provider.tsx).
  if (!session || pathname === paths.passwordResetConfirmation()) return;
  const groups = session.claims['cognito:groups'];
  prefetchSignedInPage(pathname, queryClient, Array.isArray(groups) && groups.includes('admin'));
}

/**
 * Starts loading what a signed-in page shows (its code comes with the navigation: router.tsx) as soon as a stored
 * session is found, alongside the profile check, instead of after it: the dashboard, the default destination, whose list
 * is the largest answer, and for an admin (by the token's groups) Property Management's rows. The API still
 * checks the profile and the role on the call itself.
 */
export function prefetchSignedInPage(pathname: string, queryClient: QueryClient, isAdmin = false): void {
  if (pathname === paths.dashboard()) {
    void queryClient.prefetchQuery(propertiesQuery());
  } else if (isAdmin && pathname === paths.propertyManagement()) {
    void queryClient.prefetchQuery(propertyRowsQuery());
    void queryClient.prefetchQuery(routeQuery('listInterestCounts'));
  }
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
