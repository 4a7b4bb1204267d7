import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';
import { email } from '@shared/domain/common';
import { ApiError } from '../../../lib/api';
import { requestActivation } from '../api/request-activation';
import { AuthNotice, AuthScreen } from './auth-screen';

const schema = z.object({ email: z.string().trim().min(1, 'Enter your email address').pipe(email) });
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export const SETUP_SENT_MESSAGE = 'Password setup email sent! Check your inbox.';
const FAILURE_MESSAGE = 'Failed to send password setup email. Please try again.';

/**
 * `/activate-account`: the registered email and 'Let Me In'. The API sends the invitation again to a user
 * who never set a password and a password-setup link to anyone else; every email gets the same answer.
 */
export function ActivateAccountForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Values>({ resolver: zodResolver(schema), defaultValues: { email: '' } });

  useEffect(() => {
    if (answer) sentHeading.current?.focus();
  }, [answer]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { message } = await requestActivation(values.email);
      toast.success(SETUP_SENT_MESSAGE);
      setAnswer(message);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : FAILURE_MESSAGE);
    }
  });

  if (answer) {
    return (
      <AuthScreen title="Activate your account">
        <AuthNotice tone="success" live="status" icon={<MailCheck size={28} />}>
          <h2 className="auth-notice__title" tabIndex={-1} ref={sentHeading}>
            Check your email
          </h2>
          <p>{answer}</p>
          <p>The link expires in 1 hour.</p>
        </AuthNotice>
        <div className="auth-actions">
          <Link to="/" className="button button--primary button--block">
            Back to Sign In
          </Link>
        </div>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title="Activate your account" subtitle="Enter the email address you registered with and we will send you a link to set your password.">
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        <div className="field">
          <label htmlFor="activate-email">Email</label>
          <input
            id="activate-email"
            type="email"
            autoComplete="username"
            inputMode="email"
            placeholder="you@example.com"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'activate-email-error' : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p className="field__error" id="activate-email-error">
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
          {isSubmitting ? 'Sending...' : 'Let Me In'}
        </button>
        <Link to="/" className="button button--secondary button--block">
          Back to Sign In
        </Link>
      </form>
    </AuthScreen>
  );
}
