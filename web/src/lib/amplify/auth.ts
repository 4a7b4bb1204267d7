import { Amplify } from 'aws-amplify';
import * as amplifyAuth from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { getConfig } from '../config';

/**
 * Amplify Auth, configured from /config.json on the first call. Code that calls Amplify imports it from
 * here (never from 'aws-amplify' itself), so no call can run unconfigured. The start-up path reaches it
 * only through ./session, which downloads it on first use: a visitor without a stored session never
 * loads Amplify until they sign in.
 */
let configured = false;
function configure(): void {
  if (configured) return;
  const config = getConfig();
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set locally, where it points Amplify at cognito-local.
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  configured = true;
}

/** The Amplify function, configuring Amplify before its first call. */
const configuredFirst =
  <A extends unknown[], R>(call: (...args: A) => R) =>
  (...args: A): R => {
    configure();
    return call(...args);
  };

export const confirmResetPassword = configuredFirst(amplifyAuth.confirmResetPassword);
export const confirmSignIn = configuredFirst(amplifyAuth.confirmSignIn);
export const fetchAuthSession = configuredFirst(amplifyAuth.fetchAuthSession);
export const getCurrentUser = configuredFirst(amplifyAuth.getCurrentUser);
export const resetPassword = configuredFirst(amplifyAuth.resetPassword);
export const signIn = configuredFirst(amplifyAuth.signIn);
export const signOut = configuredFirst(amplifyAuth.signOut);
export const updatePassword = configuredFirst(amplifyAuth.updatePassword);

/** Hub 'auth' events; Amplify is configured first, so its cross-tab storage watch is running. */
export const listenToAuthHub = configuredFirst((listener: (event: string) => void) => Hub.listen('auth', ({ payload }) => listener(payload.event)));
