import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { messageAsError } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { useAuth } from '../../../lib/session/use-auth';
import { providerMessage } from '../lib/auth-errors';
import { signInProblems, type SignInField, type SignInProblems } from '../lib/sign-in-check';
import { EmailField } from './email-field';
import { paths } from '@shared/contract/paths';

const genericFailure = 'Failed to sign in. Please check your credentials.';

/**
 * Email + password sign-in. On success it only greets the user: the landing page sends signed-in
 * users on to their post-login target, so there is one place that decides where they go.
 * A user the API refuses (no profile, access rejected or revoked) sees the API's message and stays signed out;
 * so does a user whose session the API stopped accepting while they used the portal.
 *
 * Two fields checked by a plain function rather than a form library and a schema, which were a tenth of the
 * JavaScript `/` loaded. As the other forms behave: checked on submit, the first field in error focused, and once
 * submitted each field is checked again as it is edited.
 */
export function SignInForm({ onRegisterInterest }: { onRegisterInterest?: () => void }) {
  const auth = useAuth();
  const { signIn } = auth;
  const { failure, setFailure, clearOnEdit } = useFormFailure(auth.status === 'signedOut' && auth.reason === 'refused' ? auth.message : null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<SignInProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const values = () => ({ email: emailInput.current?.value ?? '', password: passwordInput.current?.value ?? '' });

  const recheck = (field: SignInField) => () => {
    if (submitted) setProblems((current) => ({ ...current, [field]: signInProblems(values())[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const { email, password } = values();
    const found = signInProblems({ email, password });
    setProblems(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const outcome = await signIn(email.trim(), password);
      if (!outcome.done) {
        setFailure('Your account needs a new password. Please use the link in your invitation email to set one.');
        return;
      }
      toast.success(`Welcome back, ${outcome.profile.fullName?.trim() || outcome.profile.email || email.trim()}!`);
    } catch (error) {
      setFailure(providerMessage(error, genericFailure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmit} {...clearOnEdit} noValidate aria-busy={isSubmitting}>
      <EmailField id="sign-in-email" name="email" ref={emailInput} error={messageAsError(problems.email)} onChange={recheck('email')} />

      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        ref={passwordInput}
        error={messageAsError(problems.password)}
        onChange={recheck('password')}
      />

      <p className="form__aside">
        <Link to={paths.passwordReset()} className="link">
          Forgot your password?
        </Link>
      </p>

      <FormAlert message={failure} />

      <SubmitButton busy={isSubmitting} busyLabel="Signing in...">
        Sign In
      </SubmitButton>

      <div className="form__info" role="note">
        <p>Account creation is now handled through interest registration.</p>
        {onRegisterInterest && (
          <button type="button" className="link link--button" onClick={onRegisterInterest}>
            Register your interest
          </button>
        )}
      </div>
    </form>
  );
}
