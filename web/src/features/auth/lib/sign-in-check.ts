import { EMAIL_MESSAGE, isEmailAddress } from '@shared/core/email';

export type SignInValues = { email: string; password: string };
export type SignInField = keyof SignInValues;
/** The message beside each field the sign-in form cannot send as it is. */
export type SignInProblems = Partial<Record<SignInField, string>>;

/** The sign-in form's own check before Cognito is asked: an email (trimmed) and a password. */
export function signInProblems({ email, password }: SignInValues): SignInProblems {
  const problems: SignInProblems = {};
  const trimmed = email.trim();
  if (trimmed === '') problems.email = 'Enter your email address';
  else if (!isEmailAddress(trimmed)) problems.email = EMAIL_MESSAGE;
  if (password === '') problems.password = 'Enter your password';
  return problems;
}
