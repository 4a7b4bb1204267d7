import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import * as z from '@shared/core/zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useFormFailure } from '../../../components/ui/use-form-failure';
import { useAuth } from '../../../lib/session/use-auth';
import { providerMessage } from '../lib/auth-errors';
import { EmailField } from './email-field';
import { paths } from '../../../app/screens';

const signInSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Enter your email address')), z.email('Enter a valid email address')),
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
type SignInValues = z.infer<typeof signInSchema>;

const genericFailure = 'Failed to sign in. Please check your credentials.';

/**
 * Email + password sign-in. On success it only greets the user: the landing page sends signed-in
 * users on to their post-login target, so there is one place that decides where they go.
 * A user the API refuses (no profile, access rejected or revoked) sees the API's message and stays signed out;
 * so does a user whose session the API stopped accepting while they used the portal.
 */
export function SignInForm({ onRegisterInterest }: { onRegisterInterest?: () => void }) {
  const auth = useAuth();
  const { signIn } = auth;
  const { failure, setFailure, clearOnEdit } = useFormFailure(auth.status === 'signedOut' && auth.reason === 'refused' ? auth.message : null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      const outcome = await signIn(email, password);
      if (!outcome.done) {
        setFailure('Your account needs a new password. Please use the link in your invitation email to set one.');
        return;
      }
      toast.success(`Welcome back, ${outcome.profile.fullName?.trim() || outcome.profile.email || email}!`);
    } catch (error) {
      setFailure(providerMessage(error, genericFailure));
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} {...clearOnEdit} noValidate aria-busy={isSubmitting}>
      <EmailField id="sign-in-email" error={errors.email} {...register('email')} />

      <TextField id="sign-in-password" label="Password" type="password" autoComplete="current-password" error={errors.password} {...register('password')} />

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
