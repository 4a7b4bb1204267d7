import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { getCurrentUser, signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@shared/domain/profile';
import { getConfig } from '../../../lib/config';
import { myProfileQuery } from '../api/get-my-profile';
import { AuthContext, type AuthContextValue, type AuthState, type SignInOutcome } from '../hooks/use-auth';

/**
 * Owns the session: restores it at start-up, signs in and out, and follows Amplify's Hub 'auth' events.
 * A Cognito session only counts as signed in once the API has returned the user's profile (the API
 * refuses users without one, or whose access was rejected or revoked).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  /** Loads the profile for the current Cognito session; without one the session is ended. */
  const loadProfile = useCallback(async (): Promise<Profile> => {
    try {
      return await queryClient.fetchQuery(myProfileQuery());
    } catch (error) {
      await amplifySignOut().catch(() => undefined);
      throw error;
    }
  }, [queryClient]);

  const endSession = useCallback(
    (reason: 'signedOut' | 'expired') => {
      queryClient.clear();
      setState((current) => (current.status === 'signedOut' ? current : { status: 'signedOut', reason }));
    },
    [queryClient],
  );

  // Restore a session kept by Amplify (tokens in localStorage) when the app starts.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        await getCurrentUser();
      } catch {
        if (!cancelled) setState({ status: 'signedOut', reason: 'visitor' });
        return;
      }
      try {
        const profile = await loadProfile();
        if (!cancelled) setState({ status: 'signedIn', profile });
      } catch {
        if (!cancelled) setState({ status: 'signedOut', reason: 'visitor' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [loadProfile]);

  useEffect(
    () =>
      Hub.listen('auth', ({ payload }) => {
        switch (payload.event) {
          case 'signedIn':
            // Also covers sign-ins finished elsewhere (e.g. a first password set through confirmSignIn).
            loadProfile().then(
              (profile) => setState({ status: 'signedIn', profile }),
              () => undefined,
            );
            break;
          case 'signedOut':
            endSession('signedOut');
            break;
          case 'tokenRefresh_failure':
            endSession('expired');
            break;
        }
      }),
    [loadProfile, endSession],
  );

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      const result = await amplifySignIn({ username: email.trim(), password, options: { authFlowType: getConfig().authFlow } });
      if (!result.isSignedIn) return { done: false, nextStep: result.nextStep };
      const profile = await loadProfile();
      setState({ status: 'signedIn', profile });
      return { done: true, profile };
    },
    [loadProfile],
  );

  const signOut = useCallback(async () => {
    try {
      await amplifySignOut();
    } finally {
      endSession('signedOut');
    }
  }, [endSession]);

  // The cached profile wins once loaded, so features that refresh it are seen everywhere.
  const { data: cachedProfile } = useQuery({ ...myProfileQuery(), enabled: state.status === 'signedIn' });
  const value = useMemo<AuthContextValue>(() => {
    const current: AuthState = state.status === 'signedIn' && cachedProfile ? { ...state, profile: cachedProfile } : state;
    return { ...current, signIn, signOut };
  }, [state, cachedProfile, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
