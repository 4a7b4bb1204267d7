import { zodResolver } from '@hookform/resolvers/zod';
import { updatePassword } from '../../../lib/amplify/auth';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@shared/password';

const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'New passwords do not match' });
type PasswordValues = z.infer<typeof passwordChangeSchema>;

const failure = 'Failed to update password. Please try again.';
/** The provider's own message when it gives one (e.g. a wrong current password), else the generic one. */
const providerMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : failure);

const fields = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** Password change through Cognito (Amplify updatePassword needs the current password). */
export function PasswordChange() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await updatePassword({ oldPassword: currentPassword, newPassword });
      reset();
      toast.success('Password updated successfully!');
    } catch (error) {
      toast.error(providerMessage(error));
    }
  });

  return (
    <section className="card profile-card" aria-labelledby="password-change-title">
      <div className="card__header">
        <h2 className="card__title" id="password-change-title">
          Change Password
        </h2>
        <p className="card__subtitle">At least {MIN_PASSWORD_LENGTH} characters.</p>
      </div>
      <form className="card__body form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
        {fields.map(({ name, label, autoComplete }) => (
          <div className="field" key={name}>
            <label htmlFor={`password-${name}`}>{label}</label>
            <input
              id={`password-${name}`}
              type="password"
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? `password-${name}-error` : undefined}
              {...register(name)}
            />
            {errors[name] && (
              <p className="field__error" id={`password-${name}-error`} role="alert">
                {errors[name].message}
              </p>
            )}
          </div>
        ))}
        <div>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Updating...' : 'Update Password'}
          </button>
        </div>
      </form>
    </section>
  );
}
