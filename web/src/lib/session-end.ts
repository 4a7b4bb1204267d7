import { accessDenials, isAccessDenialCode } from '@shared/contract/error-codes';

/** Shown on / when the API stops accepting the session's token (expired, signed out elsewhere). */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * What an API refusal means for the session: a 401 (the token is no longer accepted), or a 403 whose
 * code says the account may not use the portal (revoked, not approved, no profile). Other 403s (an
 * investor on an admin route) are ordinary failures.
 */
export function refusalMessage(status: number, body: unknown): string | undefined {
  if (status === 401) return SESSION_ENDED_MESSAGE;
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return status === 403 && isAccessDenialCode(code) ? accessDenials[code] : undefined;
}

/** Ends the session with this message; false when there is no session to end (e.g. during a sign-in). */
type SessionEnder = (message: string) => boolean;
let ender: SessionEnder | undefined;

/** The auth provider says how a session ends (sign out, clear the cached data, show the message on /). */
export function setSessionEnder(end: SessionEnder): () => void {
  ender = end;
  return () => {
    if (ender === end) ender = undefined;
  };
}

/**
 * Called by the API client for every failed response. When the failure ends the session, the session is
 * ended once, here, and the call never settles: the app leaves the signed-in screens for /, and no screen
 * gets an error to toast ('Failed to load ...') on the way out. Otherwise it returns and the caller
 * reports the failure as usual.
 */
export async function endSessionIfRefused(status: number, body: unknown): Promise<void> {
  const message = refusalMessage(status, body);
  if (message && ender?.(message)) await new Promise<never>(() => undefined);
}
