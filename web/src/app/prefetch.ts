import type { QueryClient } from '@tanstack/react-query';
import { propertiesQuery } from '../features/properties/api/list-properties';

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
