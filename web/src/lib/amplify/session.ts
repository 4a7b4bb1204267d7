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
