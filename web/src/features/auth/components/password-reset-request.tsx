import { zodResolver } from '@hookform/resolvers/zod';
import { resetPassword } from 'aws-amplify/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { email } from '@shared/domain/common';
import { requestActivation } from '../api/request-activation';
import { errorName, providerMessage } from '../lib/auth-errors';
import { AuthNotice, AuthScreen } from './auth-screen';

const schema = z.object({ email: z.string().trim().min(1, 'Enter your email address').pipe(email) });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export const RESET_SENT_MESSAGE = 'Password reset email sent! Check your inbox.';
const FAILURE_MESSAGE = 'Failed to send password reset email. Please try again.';

/**
 * Sends the reset email (Cognito ForgotPassword; our CustomMessage trigger renders the link). Every email
 * gets the same answer: an unknown one is not revealed, and an invited user who never chose a password
 * (whom Cognito cannot reset) gets the invitation again through the activation route.
 */
async function sendResetLink(address: string): Promise<void> {
  try {
    await resetPassword({ username: address });
  } catch (error) {
    const name = errorName(error);
    if (name === 'UserNotFoundException') return;
    if (name === 'NotAuthorizedException' || name === 'InvalidParameterException') {
      await requestActivation(address);
      return;
    }
    throw error;
  }
}

/** `/password-reset`: email, 'Send Reset Link', 'Back to Sign In'; then 'check your email' (the link lasts 1 hour). */
export function PasswordResetRequest() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await sendResetLink(values.email);
    } catch (error) {
      setFailure(providerMessage(error, FAILURE_MESSAGE));
      return;
    }
    toast.success(RESET_SENT_MESSAGE);
    setSentTo(values.email);
  });

  if (sentTo) {
    return (
      <AuthScreen title="Reset your password">
        <AuthNotice tone="success" live="status" icon={<MailCheck size={28} />}>
          <h2 className="auth-notice__title" tabIndex={-1} ref={sentHeading}>
            Check your email
          </h2>
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your password. The link expires in 1 hour.
          </p>
        </AuthNotice>
        <div className="auth-actions">
          <Link to="/" className="button button--primary button--block">
            Back to Sign In
          </Link>
          <button type="button" className="link link--button" onClick={() => setSentTo(null)}>
            Use a different email
          </button>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Reset your password" subtitle="Enter the email address of your account and we will send you a link to choose a new password.">
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div className="field">
          <label htmlFor="reset-email">Email</label>
          <input
            id="reset-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'reset-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p className="field__error" id="reset-email-error">
              {errors.email.message}
            </p>
          )}
        </div>
        {failure && (
          <p className="form__alert" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </button>
        <Link to="/" className="button button--secondary button--block">
          Back to Sign In
        </Link>
      </form>
    </AuthScreen>
  );
}
