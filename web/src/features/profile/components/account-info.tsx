import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import type { Profile } from '@shared/domain/profile';
import * as z from '@shared/core/zod';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { cacheMyProfile } from '../../../lib/session/get-my-profile';
import { updateMyProfile } from '../api/update-profile';
import { DealChasers } from './deal-chasers';
import { MyData } from './my-data';
import { PasswordChange } from './password-change';

const accountSchema = z.object({
  fullName: z.string().check(
    z.maxLength(200, 'Use at most 200 characters'),
    z.refine((v) => v.trim().length > 0, 'Full name cannot be empty'),
  ),
  phone: z.string().check(z.maxLength(40, 'Use at most 40 characters')),
});
type AccountValues = z.infer<typeof accountSchema>;

const roleLabel = (role: Profile['role']) => (role === 'admin' ? 'Administrator' : 'Investor');

/** Account Info: name and phone (editable), email and role (read-only), an investor's deal deadline emails, and the password change. */
export function AccountInfo({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const saved = { fullName: profile.fullName ?? '', phone: profile.phone ?? '' };
  const {
    register,
    handleSubmit,
    control,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountValues>({ resolver: zodResolver(accountSchema), defaultValues: saved });
  const [fullName, phone] = useWatch({ control, name: ['fullName', 'phone'] });
  useUnsavedChanges(isDirty);
  // Spec: the update button stays disabled until the name or the phone has changed.
  const changed = (fullName ?? '').trim() !== saved.fullName.trim() || (phone ?? '').trim() !== saved.phone.trim();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateMyProfile({ fullName: values.fullName.trim(), phone: values.phone.trim() === '' ? null : values.phone.trim() });
      cacheMyProfile(queryClient, updated);
      reset({ fullName: updated.fullName ?? '', phone: updated.phone ?? '' });
      toast.success('Profile updated successfully!');
    } catch {
      toast.error('Failed to update profile. Please try again.');
    }
  });

  return (
    <div className="profile-sections">
      <Card className="profile-card" titleId="account-info-title" title="Account Information" subtitle="Update your name and phone number.">
        <form className="card__body form" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          <TextField id="account-full-name" label="Full Name" type="text" autoComplete="name" error={errors.fullName} {...register('fullName')} />
          <TextField id="account-phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
          <TextField id="account-email" label="Email" type="email" value={profile.email ?? ''} readOnly hint="Email cannot be changed." />
          <TextField id="account-role" label="Role" type="text" value={roleLabel(profile.role)} readOnly />
          <div>
            <Button type="submit" variant="primary" disabled={!changed} busy={isSubmitting} busyLabel="Updating...">
              Update Profile
            </Button>
          </div>
        </form>
      </Card>
      {profile.role === 'investor' && <DealChasers profile={profile} />}
      <PasswordChange />
      <MyData />
    </div>
  );
}
