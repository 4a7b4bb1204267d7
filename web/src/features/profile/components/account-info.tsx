import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { z } from 'zod';
import type { Profile } from '@shared/domain/profile';
import { TextField } from '../../../components/form/text-field';
import { myProfileQuery } from '../../auth/api/get-my-profile';
import { updateMyProfile } from '../api/update-profile';
import { PasswordChange } from './password-change';

const accountSchema = z.object({
  fullName: z.string().max(200, 'Use at most 200 characters').refine((v) => v.trim().length > 0, 'Full name cannot be empty'),
  phone: z.string().max(40, 'Use at most 40 characters'),
});
type AccountValues = z.infer<typeof accountSchema>;

const roleLabel = (role: Profile['role']) => (role === 'admin' ? 'Administrator' : 'Investor');

/** Account Info: name and phone (editable), email and role (read-only), and the password change. */
export function AccountInfo({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const saved = { fullName: profile.fullName ?? '', phone: profile.phone ?? '' };
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: saved });
  const [fullName, phone] = useWatch({ control, name: ['fullName', 'phone'] });
  // Spec: the update button stays disabled until the name or the phone has changed.
  const changed = (fullName ?? '').trim() !== saved.fullName.trim() || (phone ?? '').trim() !== saved.phone.trim();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateMyProfile({ fullName: values.fullName.trim(), phone: values.phone.trim() === '' ? null : values.phone.trim() });
      queryClient.setQueryData(myProfileQuery().queryKey, updated);
      reset({ fullName: updated.fullName ?? '', phone: updated.phone ?? '' });
      toast.success('Profile updated successfully!');
    } catch {
      toast.error('Failed to update profile. Please try again.');
    }
  });

  return (
    <div className="profile-sections">
      <section className="card profile-card" aria-labelledby="account-info-title">
        <div className="card__header">
          <h2 className="card__title" id="account-info-title">
            Account Information
          </h2>
          <p className="card__subtitle">Update your name and phone number.</p>
        </div>
        <form className="card__body form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <TextField id="account-full-name" label="Full Name" type="text" autoComplete="name" error={errors.fullName} {...register('fullName')} />
          <TextField id="account-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
          <div className="field">
            <label htmlFor="account-email">Email</label>
            <input id="account-email" type="email" value={profile.email ?? ''} readOnly aria-describedby="account-email-hint" />
            <p className="field__hint" id="account-email-hint">
              Email cannot be changed.
            </p>
          </div>
          <div className="field">
            <label htmlFor="account-role">Role</label>
            <input id="account-role" type="text" value={roleLabel(profile.role)} readOnly />
          </div>
          <div>
            <button type="submit" className="button button--primary" disabled={!changed || isSubmitting}>
              {isSubmitting ? 'Updating...' : 'Update Profile'}
            </button>
          </div>
        </form>
      </section>
      <PasswordChange />
    </div>
  );
}
