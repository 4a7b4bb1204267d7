import { createContext, useContext } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import type { Profile } from '@shared/domain/profile';

export type AuthState =
  | { status: 'loading' }
  /** reason: 'visitor' never signed in (or the session could not be restored), 'signedOut' chose to, 'expired' lost the session. */
  | { status: 'signedOut'; reason: 'visitor' | 'signedOut' | 'expired' }
  | { status: 'signedIn'; profile: Profile };

export type SignInOutcome = { done: true; profile: Profile } | { done: false; nextStep: SignInOutput['nextStep'] };

export type AuthContextValue = AuthState & {
  /** Signs in with Cognito, then loads the profile; rejects with the provider's or the API's message. */
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  /** Always ends signed out locally, even if Cognito cannot be reached. */
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
