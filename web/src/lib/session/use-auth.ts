import { createContext, useContext } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import type { Profile } from '@shared/domain/profile';

export type AuthState =
  | { status: 'loading' }
  /** reason: 'visitor' never signed in (or the session could not be restored), 'signedOut' chose to, 'expired' lost the session. */
  | { status: 'signedOut'; reason: 'visitor' | 'signedOut' | 'expired' }
  /** The API refused the session (a 401, or access revoked, not approved, no profile): `message` says why, on /. */
  | { status: 'signedOut'; reason: 'refused'; message: string }
  | { status: 'signedIn'; profile: Profile };

export type SignInOutcome = { done: true; profile: Profile } | { done: false; nextStep: SignInOutput['nextStep'] };

export type AuthContextValue = AuthState & {
  /**
   * Signs in with Cognito, then records the sign-in with the API (which returns the profile). Rejects with
   * the provider's or the API's message; a user the API refuses (no profile, access rejected or revoked)
   * is signed out again.
   */
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  /**
   * An invited user's first password: signs in with the emailed temporary password and answers Cognito's
   * new-password challenge. Ends signed in. Rejects with the provider's or the API's error.
   */
  completeInvitation: (email: string, temporaryPassword: string, newPassword: string) => Promise<Profile>;
  /** Whether the invitation's temporary password is still good (leaves the challenge pending, nothing changed). */
  checkInvitation: (email: string, temporaryPassword: string) => Promise<boolean>;
  /** Always ends signed out locally, even if Cognito cannot be reached. */
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in user's profile, or null. */
export function useProfile(): Profile | null {
  const auth = useAuth();
  return auth.status === 'signedIn' ? auth.profile : null;
}
