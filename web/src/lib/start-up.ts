import type { QueryClient } from '@tanstack/react-query';
import { storedIdToken } from './amplify/session';

/**
 * Who opens the page, as the app starts: signed out (no stored session with time left, or a screen that ignores
 * it), or a member by the stored ID token's groups. Only the start-up reads the token's groups; the API checks the
 * profile and the role on every call, and the admin screens' guard reads the role from the profile.
 */
export type Identity = 'signedOut' | 'member' | 'investor' | 'admin';

/** Every signed-in identity. */
export const members: readonly Identity[] = ['member', 'investor', 'admin'];
export const everyone: readonly Identity[] = ['signedOut', ...members];

/** The page's path parameters as the router matched them ('/property/:id' opened as '/property/a%20b' gives { id: 'a b' }). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** A query's key and its request, without TanStack Query's code (lib/route-request.ts builds them). */
export interface EarlyQuery {
  queryKey: readonly unknown[];
  queryFn: (context: { signal?: AbortSignal }) => Promise<unknown>;
}

/**
 * What a page asks for as it starts, for these identities (a route loader run before the router and React):
 * - early: its first requests, sent by the entry while the app's code is still on its way (app/early-start.ts);
 *   the query cache adopts the answers under their keys;
 * - later: the rest, prefetched with the feature's own query options once the query cache exists (app/prefetch.ts);
 *   the page's route module re-exports them, so they arrive with the page's code and the entry stays without
 *   TanStack Query's code.
 */
export interface StartUp {
  for: readonly Identity[];
  early?: () => EarlyQuery[];
  later?: (queryClient: QueryClient, params: PageParams) => Promise<unknown>;
}

/** The identity the page starts for; `ignoresSession` for a screen that works without the stored session. */
export function startUpIdentity(ignoresSession = false): Identity {
  const session = ignoresSession ? undefined : storedIdToken();
  if (!session) return 'signedOut';
  const groups = session.claims['cognito:groups'];
  const inGroup = (group: string) => Array.isArray(groups) && groups.includes(group);
  if (inGroup('admin')) return 'admin';
  return inGroup('investor') ? 'investor' : 'member';
}
