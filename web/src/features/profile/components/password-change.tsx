import { zodResolver } from '@hookform/resolvers/zod';
import { updatePassword } from '../../../lib/amplify/auth';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { MIN_PASSWORD_LENGTH } from '@shared/rules/password';
import * as z from '@shared/core/zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';

const passwordChangeSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password')),
    newPassword: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`)),
    confirmPassword: z.string(),
  })
  .check(z.refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'New passwords do not match' }));
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
    formState: { errors, isSubmitting, isDirty },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  useUnsavedChanges(isDirty);

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
    <Card className="profile-card" titleId="password-change-title" title="Change Password" subtitle={`At least ${MIN_PASSWORD_LENGTH} characters.`}>
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
          <Button type="submit" variant="primary" busy={isSubmitting} busyLabel="Updating...">
            Update Password
          </Button>
        </div>
      </form>
    </Card>
  );
}
