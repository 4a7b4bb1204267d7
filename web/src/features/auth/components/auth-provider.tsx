import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Profile } from '@shared/domain/profile';
import {
  confirmSignIn,
  getCurrentUser,
  mayHaveStoredSession,
  onAuthEvent,
  signIn as amplifySignIn,
  signOut as amplifySignOut,
  storedIdToken,
} from '../../../lib/amplify/session';
import { getConfig } from '../../../lib/config';
import { setSessionEnder } from '../../../lib/session-end';
import { cacheMyProfile, fetchMyProfile, myProfileQuery } from '../../../lib/session/get-my-profile';
import { recordSignIn } from '../api/record-sign-in';
import { errorName } from '../lib/auth-errors';
import { AuthContext, type AuthContextValue, type AuthState, type SignInOutcome } from '../../../lib/session/use-auth';

const NEW_PASSWORD_STEP = 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED';
const deadInvitationErrors = new Set(['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException', 'InvalidPasswordException']);

/**
 * Owns the session: restores it at start-up, signs in and out, and follows Amplify's Hub 'auth' events.
 * A Cognito session only counts as signed in once the API has returned the user's profile (the API
 * refuses users without one, or whose access was rejected or revoked). Token refresh is Amplify's job:
 * on AWS it refreshes before expiry; locally the emulator's tokens live 24 hours (see docs/local-development.md).
 */
export function AuthProvider({
  children,
  restoresSession = true,
  onSessionFound,
}: {
  children: ReactNode;
  /** False on a screen that works on its own (set a new password): no session is restored or profile loaded there. */
  restoresSession?: boolean;
  onSessionFound?: () => void;
}) {
  const queryClient = useQueryClient();
  // A visitor with no stored session is known at once: the landing page shows its form without waiting.
  const [state, setState] = useState<AuthState>(() => (mayHaveStoredSession() ? { status: 'loading' } : { status: 'signedOut', reason: 'visitor' }));
  /** Set while a sign-in of ours runs, so the Hub 'signedIn' event does not load the profile a second time. */
  const signingIn = useRef(false);
  /** The state as of the last change, for the API client's refusals (they arrive outside React). */
  const current = useRef<AuthState>(state);
  useEffect(() => {
    current.current = state;
  }, [state]);

  /** Loads the profile for the current Cognito session; without one the session is ended. */
  const loadProfile = useCallback(async (): Promise<Profile> => {
    try {
      return await fetchMyProfile(queryClient);
    } catch (error) {
      await amplifySignOut().catch(() => undefined);
      throw error;
    }
  }, [queryClient]);

  /** After Cognito said yes: the API records the sign-in and answers with the profile, or refuses (403). */
  const startSession = useCallback(async (): Promise<Profile> => {
    let profile: Profile;
    try {
      profile = await recordSignIn();
    } catch (error) {
      await amplifySignOut().catch(() => undefined);
      throw error;
    }
    cacheMyProfile(queryClient, profile);
    setState({ status: 'signedIn', profile });
    return profile;
  }, [queryClient]);

  const endSession = useCallback(
    (reason: 'signedOut' | 'expired') => {
      queryClient.clear();
      setState((current) => (current.status === 'signedOut' ? current : { status: 'signedOut', reason }));
    },
    [queryClient],
  );

  // A refused API call ends the session here, once: signed out, every cached query dropped, the reason
  // shown on /. Refusals during a sign-in of ours are that sign-in's own failure, shown by its form.
  useEffect(
    () =>
      setSessionEnder((message) => {
        const now = current.current;
        if (signingIn.current) return false;
        // Calls still in flight from the session just ended are swallowed too.
        if (now.status === 'signedOut') return now.reason === 'refused';
        const ended: AuthState = { status: 'signedOut', reason: 'refused', message };
        current.current = ended;
        setState(ended);
        queryClient.clear();
        void amplifySignOut().catch(() => undefined);
        return true;
      }),
    [queryClient],
  );

  // Restore a session kept by Amplify (tokens in localStorage) when the app starts.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      if (!restoresSession) {
        setState({ status: 'signedOut', reason: 'visitor' });
        return;
      }
      try {
        // A stored token with time left is the session; without one Amplify restores (or refreshes) it.
        if (!storedIdToken()) await getCurrentUser();
      } catch {
        if (!cancelled) setState({ status: 'signedOut', reason: 'visitor' });
        return;
      }
      // The page's own data can load while the profile is checked (the API checks the profile on every call).
      onSessionFound?.();
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
  }, [loadProfile, onSessionFound, restoresSession]);

  useEffect(
    () =>
      onAuthEvent((event) => {
        switch (event) {
          case 'signedIn':
            // Sign-ins finished elsewhere (another tab); ours load the profile themselves.
            if (signingIn.current) break;
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

  /** Runs a sign-in of ours with the Hub's own profile load switched off. */
  const asOurSignIn = useCallback(async <T,>(run: () => Promise<T>): Promise<T> => {
    signingIn.current = true;
    try {
      return await run();
    } finally {
      signingIn.current = false;
    }
  }, []);

  const signIn = useCallback(
    (email: string, password: string): Promise<SignInOutcome> =>
      asOurSignIn(async () => {
        const result = await amplifySignIn({ username: email.trim(), password, options: { authFlowType: getConfig().authFlow } });
        if (!result.isSignedIn) return { done: false, nextStep: result.nextStep };
        return { done: true, profile: await startSession() };
      }),
    [asOurSignIn, startSession],
  );

  /** Starts the invitation's sign-in: true when Cognito asks for the new password (the link is good). */
  const beginInvitation = useCallback(async (email: string, temporaryPassword: string): Promise<boolean> => {
    // Another account's session in this browser would make Amplify refuse to sign in.
    await amplifySignOut().catch(() => undefined);
    try {
      const result = await amplifySignIn({ username: email.trim(), password: temporaryPassword, options: { authFlowType: getConfig().authFlow } });
      if (result.nextStep.signInStep === NEW_PASSWORD_STEP) return true;
      if (result.isSignedIn) await amplifySignOut().catch(() => undefined);
      return false;
    } catch (error) {
      // A used or expired temporary password, or no such user: the link no longer works. (cognito-local
      // answers a wrong password with InvalidPasswordException where Cognito says NotAuthorizedException.)
      if (deadInvitationErrors.has(errorName(error))) return false;
      throw error;
    }
  }, []);

  const checkInvitation = useCallback(
    (email: string, temporaryPassword: string) => asOurSignIn(() => beginInvitation(email, temporaryPassword)),
    [asOurSignIn, beginInvitation],
  );

  const completeInvitation = useCallback(
    (email: string, temporaryPassword: string, newPassword: string): Promise<Profile> =>
      asOurSignIn(async () => {
        // A fresh challenge: Cognito's challenge session lasts only minutes, the form may have been open longer.
        if (!(await beginInvitation(email, temporaryPassword))) {
          const expired = new Error('Invalid or expired password reset link');
          expired.name = 'ExpiredCodeException';
          throw expired;
        }
        const result = await confirmSignIn({ challengeResponse: newPassword });
        if (!result.isSignedIn) throw new Error('Failed to update password. Please try again.');
        return startSession();
      }),
    [asOurSignIn, beginInvitation, startSession],
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
    return { ...current, signIn, signOut, checkInvitation, completeInvitation };
  }, [state, cachedProfile, signIn, signOut, checkInvitation, completeInvitation]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
