import { startUpIdentity, type StartUp } from '../lib/start-up';
import { loadPageCode, loadSignedInLayout } from './page-code';
import { frameStartUp, screenAt } from './screens';

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
 * has time left, the signed-in frame's code and the early queries the screen table declares for the member (the
 * frame's and the page's: screens.ts). The query cache adopts the answers when it starts (boot.tsx); the API
 * still checks the profile and the role on every call.
 */
export function startEarlyLoads(pathname: string): EarlyStart {
  // The entry runs before the router's code arrives: screenAt matches the address as the router does (screens.test.ts).
  const screen = screenAt(pathname);
  const identity = startUpIdentity(screen?.ignoresSession);
  const declared: readonly StartUp[] = [...(identity === 'signedOut' ? [] : frameStartUp), ...(screen?.startUp ?? [])];
  const answers = declared
    .filter((startUp) => startUp.for.includes(identity))
    .flatMap((startUp) => startUp.early?.() ?? [])
    .map(({ queryKey, queryFn }) => ({ queryKey, answer: queryFn({}) }));
  // A refusal is the adopting query's to report, not an unhandled rejection while the app loads.
  for (const { answer } of answers) answer.catch(() => undefined);
  // The code after the data: over HTTP/1.1 the browser takes six requests at a time to the site, and the API
  // answers (same origin) would otherwise wait behind a dozen script files.
  // A member keeps the signed-in frame on the public pages too.
  const code = Promise.all([screen && loadPageCode(screen), identity !== 'signedOut' && loadSignedInLayout()]);
  return { answers, code };
}
