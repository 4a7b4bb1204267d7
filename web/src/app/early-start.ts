import { storedIdToken } from '../lib/amplify/session';
import { api } from '../lib/api';
import { firstCardsPage, firstRowsPage } from '../lib/first-pages';
import { routeQueryKey } from '../lib/route-query-key';
import { loadPageCode, loadSignedInLayout, paths, screenAt } from './screens';

/** An answer asked for before the app's code arrived, under the key of the query that reads it. */
export interface EarlyAnswer {
  queryKey: readonly unknown[];
  answer: Promise<unknown>;
}

/** What the entry started: the early answers, and the page's code arriving (or failing to). */
export interface EarlyStart {
  answers: EarlyAnswer[];
  code: Promise<unknown>;
}

/**
 * The page's first requests, made by the entry as soon as the portal's settings are in, while the app's own
 * code (React, the router, the query cache) is still on its way: the page's code and, with a stored session that
 * has time left, the signed-in frame's code, the profile check, the first page of the dashboard's cards or of
 * Property Management's rows (for an admin, by the token's groups) and, for an investor, the alerts bell's count.
 * The query cache adopts the answers when it starts (boot.tsx); the API still checks the profile and the role on
 * every call.
 */
export function startEarlyLoads(pathname: string): EarlyStart {
  const answers = sessionRequests(pathname);
  // The code after the data: over HTTP/1.1 the browser takes six requests at a time to the site, and the API
  // answers (same origin) would otherwise wait behind a dozen script files.
  const screen = screenAt(pathname);
  // A member keeps the signed-in frame on the public pages too.
  const code = Promise.all([screen && loadPageCode(screen), answers.length > 0 && loadSignedInLayout()]);
  return { answers, code };
}

/** With a stored session that has time left: the profile check, the page's first page of data and an investor's alerts. */
function sessionRequests(pathname: string): EarlyAnswer[] {
  // The set-new-password screen works without the stored session (auth-provider.tsx).
  const session = storedIdToken();
  if (pathname === paths.passwordResetConfirmation() || !session) return [];
  const early: EarlyAnswer[] = [{ queryKey: routeQueryKey('getMyProfile'), answer: api('getMyProfile') }];
  if (pathname === paths.dashboard()) {
    early.push({ queryKey: routeQueryKey('listProperties', { query: firstCardsPage }), answer: api('listProperties', { query: firstCardsPage }) });
  }
  const groups = session.claims['cognito:groups'];
  const inGroup = (group: string) => Array.isArray(groups) && groups.includes(group);
  if (pathname === paths.propertyManagement() && inGroup('admin')) {
    early.push({ queryKey: routeQueryKey('listPropertyRows', { query: firstRowsPage }), answer: api('listPropertyRows', { query: firstRowsPage }) });
  }
  // The top bar's alerts bell, on every page of an investor's signed-in frame: its unread count arrives with the page.
  if (inGroup('investor')) early.push({ queryKey: routeQueryKey('listMyAlerts'), answer: api('listMyAlerts') });
  // A refusal is the adopting query's to report, not an unhandled rejection while the app loads.
  for (const { answer } of early) answer.catch(() => undefined);
  return early;
}
