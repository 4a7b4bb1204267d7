import type { AuthSession, ConfirmSignInInput, SignInInput } from 'aws-amplify/auth';
import { getConfig } from '../config';

/**
 * The session calls the app shell makes (restore, sign in and out, the API's token, auth events), with
 * Amplify Auth downloaded on first use. Without a stored session they answer at once and load nothing,
 * so the landing page and the public pages start without Amplify.
 */
type AmplifyAuth = typeof import('./auth');

let loading: Promise<AmplifyAuth> | undefined;
const whenLoaded = new Set<(auth: AmplifyAuth) => void>();

export function loadAmplifyAuth(): Promise<AmplifyAuth> {
  loading ??= import('./auth').then((auth) => {
    for (const callback of whenLoaded) callback(auth);
    whenLoaded.clear();
    return auth;
  });
  return loading;
}

/** Amplify keeps a user pool's tokens in localStorage under `CognitoIdentityServiceProvider.<client id>.…`. */
const storageKeyPrefix = () => `CognitoIdentityServiceProvider.${getConfig().userPoolClientId}.`;

/** Whether this browser may hold a session (some token or user key of this user pool client is stored). */
export function mayHaveStoredSession(): boolean {
  try {
    const prefix = storageKeyPrefix();
    return Object.keys(localStorage).some((key) => key.startsWith(prefix));
  } catch {
    // Storage blocked: Amplify cannot have kept anything either.
    return false;
  }
}

/** A stored token is used on its own only while it has this long left; closer to expiry Amplify refreshes it first. */
const STORED_TOKEN_MARGIN_MS = 60_000;

const storedItem = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

/** A JWT's payload, or undefined when it is not one. */
function jwtPayload(token: string | null): Record<string, unknown> | undefined {
  const part = token?.split('.')[1];
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored session's ID token and its claims, read synchronously from where Amplify keeps them, while both
 * its ID and access tokens have at least a minute left (by Amplify's own clock drift); otherwise undefined,
 * and the caller goes through Amplify, which refreshes or reports no session. Reading it needs no Amplify
 * code, so a returning member's first API calls start as soon as the portal's settings are loaded.
 */
export function storedIdToken(): { token: string; claims: Record<string, unknown> } | undefined {
  const prefix = storageKeyPrefix();
  const user = storedItem(`${prefix}LastAuthUser`);
  if (!user) return undefined;
  const token = storedItem(`${prefix}${user}.idToken`);
  const claims = jwtPayload(token);
  const access = jwtPayload(storedItem(`${prefix}${user}.accessToken`));
  const clockDrift = Number(storedItem(`${prefix}${user}.clockDrift`) ?? 0) || 0;
  const live = (payload: Record<string, unknown> | undefined) =>
    typeof payload?.exp === 'number' && payload.exp * 1000 > Date.now() + clockDrift + STORED_TOKEN_MARGIN_MS;
  return token && claims && live(claims) && live(access) ? { token, claims } : undefined;
}

function noSession(): Error {
  const error = new Error('User needs to be authenticated to call this API.');
  error.name = 'UserUnAuthenticatedException';
  return error;
}

export async function getCurrentUser() {
  if (!mayHaveStoredSession() && !loading) throw noSession();
  return (await loadAmplifyAuth()).getCurrentUser();
}

/** The stored session's tokens (refreshed by Amplify when due); an empty session when none is stored. */
export async function fetchAuthSession(): Promise<AuthSession> {
  if (!mayHaveStoredSession() && !loading) return {};
  return (await loadAmplifyAuth()).fetchAuthSession();
}

export const signIn = async (input: SignInInput) => (await loadAmplifyAuth()).signIn(input);
export const confirmSignIn = async (input: ConfirmSignInInput) => (await loadAmplifyAuth()).confirmSignIn(input);
export const signOut = async () => (await loadAmplifyAuth()).signOut();

/**
 * Amplify's Hub 'auth' events (signedIn, signedOut, tokenRefresh_failure, ...), including sign-ins and
 * sign-outs made in other tabs. Until Amplify is loaded, a session stored by another tab loads it and is
 * reported as 'signedIn' (Amplify itself only watches storage once it runs).
 */
export function onAuthEvent(listener: (event: string) => void): () => void {
  let stopHub: (() => void) | undefined;
  let stopped = false;
  const attach = (auth: AmplifyAuth) => {
    if (!stopped) stopHub = auth.listenToAuthHub(listener);
  };
  const onStorage = (event: StorageEvent) => {
    if (loading || !event.key?.startsWith(storageKeyPrefix()) || !event.key.endsWith('.refreshToken') || !event.newValue) return;
    void loadAmplifyAuth().then(() => {
      if (!stopped) listener('signedIn');
    });
  };
  if (loading) void loading.then(attach);
  else {
    whenLoaded.add(attach);
    window.addEventListener('storage', onStorage);
  }
  return () => {
    stopped = true;
    stopHub?.();
    whenLoaded.delete(attach);
    window.removeEventListener('storage', onStorage);
  };
}
