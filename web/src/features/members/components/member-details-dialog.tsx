import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { profilePlaceholders, type Profile } from '@shared/domain/profile';
import { dateText } from '@shared/rules/members';
import { AuditHistory } from '../../../components/audit/audit-history';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { QueryView } from '../../../components/ui/query-view';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { memberDetailsQuery, updateMemberProfile, type Invitation } from '../api/members';
import { useApplyProfile, useResendInvitation, useWelcomeEmail } from '../hooks/use-members';
import { formToEdit, memberToForm, optionsFor, type MemberFormValues, type SelectName } from '../lib/member-form';
import { AccessButtons } from './access-buttons';
import { MemberDataButtons } from './member-data-buttons';
import { AccessBadge, InvitationBadge, RoleBadge, WelcomeBadge } from './member-badges';

const selects: { name: SelectName; label: string }[] = [
  { name: 'exitStrategy', label: 'Exit Strategy' },
  { name: 'purchaseStructure', label: 'Purchase Structure' },
  { name: 'propertyTypeInterest', label: 'Property Type Interest' },
  { name: 'timeframeToBuy', label: 'Timeframe to Buy' },
  { name: 'propertiesToSell', label: 'Properties to Sell' },
];

/** A member's every field, the admin's edit of phone and the eight investor fields, the access actions and the history. */
export function MemberDetailsDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const details = useQuery(memberDetailsQuery(id));
  return (
    <FormDialog title="User Details" onClose={onClose}>
      <QueryView query={details} loading={<LoadingState text="Loading user..." />} error="Failed to load user data" errorText={details.error?.message}>
        {(data) => (
          // A new version (a save, an access change, Reload after another admin's save) starts the form afresh.
          <MemberDetails
            key={data.profile.version}
            profile={data.profile}
            invitation={data.invitation}
            reload={() => details.refetch()}
            reloading={details.isFetching}
            onErased={onClose}
          />
        )}
      </QueryView>
    </FormDialog>
  );
}

function MemberDetails({
  profile,
  invitation,
  reload,
  reloading,
  onErased,
}: {
  onErased: () => void;
  profile: Profile;
  invitation: Invitation;
  reload: () => Promise<unknown>;
  reloading: boolean;
}) {
  const apply = useApplyProfile();
  const welcome = useWelcomeEmail();
  const resend = useResendInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<MemberFormValues>({ defaultValues: memberToForm(profile) });
  const chosen = useWatch({ control, name: selects.map((s) => s.name) });
  useUnsavedChanges(formState.isDirty);

  const save = useMutation({
    mutationFn: (values: MemberFormValues) => {
      const edit = formToEdit(values, profile.version);
      if ('error' in edit) throw new ApiError(edit.error, 400);
      return updateMemberProfile(profile.id, edit);
    },
    onSuccess: (updated) => {
      apply(updated);
      toast.success('User profile updated successfully');
    },
    onError: (error) => {
      // The admin's input stays in the form; on a stale edit they reload, then save again.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        setFailure(error.message);
        setStale(error.status === 409);
      }
      toast.error('Failed to update user profile');
    },
  });

  const onSubmit = (event: FormEvent) => {
    setFailure(null);
    void handleSubmit((v) => save.mutate(v))(event);
  };

  return (
    <div className="members-profile">
      <dl className="members-details">
        <div>
          <dt>Full Name</dt>
          <dd>{profile.fullName ?? profilePlaceholders.fullName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{profile.email ?? profilePlaceholders.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>
            <RoleBadge role={profile.role} />
          </dd>
        </div>
        <div>
          <dt>Access Status</dt>
          <dd className="members-badges">
            <AccessBadge status={profile.accessStatus} />
            <InvitationBadge invitation={invitation} />
          </dd>
        </div>
        <div>
          <dt>Approved</dt>
          <dd>{profile.isApproved ? 'Yes' : 'No'}</dd>
        </div>
        <div>
          <dt>Welcome Email</dt>
          <dd className="members-badges">
            <WelcomeBadge sent={profile.welcomeEmailSent} />
            {profile.welcomeEmailSent && profile.welcomeEmailSentAt && <span>{dateText(profile.welcomeEmailSentAt)}</span>}
          </dd>
        </div>
        <div>
          <dt>Last Login</dt>
          <dd>{dateText(profile.lastLoginAt)}</dd>
        </div>
        <div>
          <dt>Last Updated</dt>
          <dd>{dateText(profile.updatedAt)}</dd>
        </div>
      </dl>

      <div className="members-actions">
        <AccessButtons member={profile} />
        {profile.accessStatus === 'approved' && (
          <Button variant="accent" busy={welcome.isPending} busyLabel="Sending..." onClick={() => welcome.mutate(profile.id)}>
            Send Welcome Email
          </Button>
        )}
        {invitation === 'pending' && (
          <Button variant="secondary" busy={resend.isPending} busyLabel="Sending..." onClick={() => resend.mutate(profile.id)}>
            Resend invitation
          </Button>
        )}
        <MemberDataButtons member={profile} onErased={onErased} />
      </div>

      <form className="form members-edit" onSubmit={onSubmit} noValidate aria-busy={save.isPending} aria-labelledby="member-edit-title">
        <h3 id="member-edit-title" className="members-edit__title">
          Investor Profile
        </h3>
        <div className="members-edit__grid">
          <TextField id="member-phone" label="Phone" type="tel" {...register('phone')} />
          <TextField id="member-cashToInvest" label="Cash to Invest" {...register('cashToInvest')} />
          <TextField id="member-budget" label="Budget" {...register('budget')} />
          {selects.map(({ name, label }, i) => (
            <SelectField key={name} id={`member-${name}`} label={label} placeholder="Not set" options={optionsFor(name, chosen[i] ?? '')} {...register(name)} />
          ))}
          <TextField id="member-numberOfProperties" label="Number of Properties" inputMode="numeric" {...register('numberOfProperties')} />
        </div>
        <FormAlert message={failure} />
        <div className="members-actions">
          {stale && (
            <Button variant="secondary" busy={reloading} busyLabel="Reloading..." onClick={() => void reload()}>
              Reload
            </Button>
          )}
          <Button type="submit" variant="primary" disabled={!formState.isDirty} busy={save.isPending} busyLabel="Saving...">
            Save Changes
          </Button>
        </div>
      </form>

      <AuditHistory targetType="profile" targetId={profile.id} />
    </div>
  );
}
