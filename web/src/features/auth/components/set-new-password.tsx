import { zodResolver } from '@hookform/resolvers/zod';
import { confirmResetPassword } from '../../../lib/amplify/auth';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { MIN_PASSWORD_LENGTH } from '@shared/rules/password';
import * as z from '@shared/core/zod';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { PageSpinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/session/use-auth';
import { errorName, providerMessage } from '../lib/auth-errors';
import { readResetLink } from '../lib/reset-link';
import { AuthOutcome } from './auth-outcome';
import { AuthScreen } from './auth-screen';
import { BackToSignIn } from './back-to-sign-in';
import { paths } from '@shared/contract/paths';

const INVALID_LINK_MESSAGE = 'Invalid or expired password reset link';
const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully!';
const VALIDATION_ERROR_MESSAGE = 'Error validating reset link';
const UPDATE_FAILED_MESSAGE = 'Failed to update password. Please try again.';
const SUCCESS_REDIRECT_MS = 3_000;
const INVALID_REDIRECT_MS = 2_000;

const schema = z
  .object({
    password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)),
    confirmPassword: z.string(),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] }));
type Values = z.infer<typeof schema>;

const newPasswordFields = [
  { name: 'password', id: 'new-password', label: 'New password' },
  { name: 'confirmPassword', id: 'confirm-password', label: 'Confirm new password' },
] as const;

/** Codes Cognito gives for a link that no longer works: used, expired, or for another account. */
const linkErrors = new Set(['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException', 'NotAuthorizedException']);

type Phase = 'verifying' | 'form' | 'success' | 'invalid' | 'error';

/**
 * `/password-reset-confirmation`, the target of the emailed links. flow=reset: verifies the link's shape,
 * then confirmResetPassword; on success the user is signed out and sent to / after 3 s. flow=invite: an
 * invited user's first password: the temporary password from the link answers Cognito's sign-in and the
 * new password completes the challenge, ending signed in on /dashboard. A dead link says so and goes to
 * /password-reset after 2 s.
 */
export function SetNewPassword() {
  const { search, hash } = useLocation();
  const [link] = useState(() => readResetLink(search, hash));
  const { checkInvitation, completeInvitation, signOut } = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('verifying');
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });

  // Verify once (React may run effects twice in development).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      if (!link) return setPhase('invalid');
      if (link.flow === 'reset') {
        // The code can only be checked by using it: end any session, then show the form.
        await signOut().catch(() => undefined);
        return setPhase('form');
      }
      try {
        setPhase((await checkInvitation(link.email, link.code)) ? 'form' : 'invalid');
      } catch {
        setPhase('error');
      }
    })();
  }, [link, checkInvitation, signOut]);

  useEffect(() => {
    if (phase === 'invalid') {
      const timer = setTimeout(() => navigate(paths.passwordReset(), { replace: true }), INVALID_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
    if (phase === 'success') {
      const timer = setTimeout(() => navigate(paths.landing(), { replace: true }), SUCCESS_REDIRECT_MS);
      return () => clearTimeout(timer);
    }
  }, [phase, navigate]);

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!link) return;
    setFailure(null);
    try {
      if (link.flow === 'invite') {
        await completeInvitation(link.email, link.code, password);
        toast.success(PASSWORD_UPDATED_MESSAGE);
        navigate(paths.dashboard(), { replace: true });
        return;
      }
      await confirmResetPassword({ username: link.email, confirmationCode: link.code, newPassword: password });
    } catch (error) {
      if (linkErrors.has(errorName(error))) {
        setPhase('invalid');
        return;
      }
      setFailure(providerMessage(error, UPDATE_FAILED_MESSAGE));
      return;
    }
    await signOut().catch(() => undefined);
    toast.success(PASSWORD_UPDATED_MESSAGE);
    setPhase('success');
  });

  const title = link?.flow === 'invite' ? 'Activate your account' : 'Set a new password';

  if (phase === 'verifying') {
    return (
      <AuthScreen title={title}>
        <PageSpinner label="Verifying your link..." />
      </AuthScreen>
    );
  }

  if (phase === 'invalid' || phase === 'error') {
    return (
      <AuthScreen title={title}>
        <AuthOutcome
          tone="danger"
          live="alert"
          icon={<CircleAlert size={28} />}
          heading={phase === 'invalid' ? INVALID_LINK_MESSAGE : VALIDATION_ERROR_MESSAGE}
          actions={
            <Link to={paths.passwordReset()} className={buttonClass({ variant: 'primary', block: true })}>
              Request New Reset Link
            </Link>
          }
        >
          <p>
            {phase === 'invalid'
              ? 'Links can be used once and expire after 1 hour. Taking you to request a new one...'
              : 'Please try the link again, or request a new one.'}
          </p>
        </AuthOutcome>
      </AuthScreen>
    );
  }

  if (phase === 'success') {
    return (
      <AuthScreen title={title}>
        <AuthOutcome tone="success" live="status" icon={<CircleCheck size={28} />} heading={PASSWORD_UPDATED_MESSAGE} actions={<BackToSignIn />}>
          <p>You can now sign in with your new password. Taking you to the sign-in page...</p>
        </AuthOutcome>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen
      title={title}
      subtitle={
        <>
          Choose a password for <strong>{link?.email}</strong>. It must be at least {MIN_PASSWORD_LENGTH} characters long.
        </>
      }
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        {/* Lets password managers save the new password against the right account. */}
        <input type="email" name="username" autoComplete="username" value={link?.email ?? ''} readOnly hidden />
        {newPasswordFields.map(({ name, id, label }) => (
          <TextField key={name} id={id} label={label} type="password" autoComplete="new-password" error={errors[name]} {...register(name)} />
        ))}
        <FormAlert message={failure} />
        <SubmitButton busy={isSubmitting} busyLabel="Saving...">
          {link?.flow === 'invite' ? 'Set Password and Sign In' : 'Update Password'}
        </SubmitButton>
      </form>
    </AuthScreen>
  );
}
