import { Amplify } from 'aws-amplify';
import { getConfig } from '../config';

/**
 * Amplify Auth, configured from /config.json when this module is first imported. Code that calls Amplify
 * imports it from here (never from 'aws-amplify' itself), so no call can run unconfigured. The start-up
 * path reaches it only through ./session, which downloads it on first use: a visitor without a stored
 * session never loads Amplify until they sign in.
 */
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

// Named, not `export *`: the chunk keeps only what the portal calls.
export { confirmResetPassword, confirmSignIn, fetchAuthSession, getCurrentUser, resetPassword, signIn, signOut, updatePassword } from 'aws-amplify/auth';
export { Hub } from 'aws-amplify/utils';
