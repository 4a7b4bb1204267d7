import { CheckCircle2, Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Role } from '@shared/domain/profile';
import type { CreatedUser } from '@shared/contract/responses';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { messageAsError } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, type FieldMessages } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRouteMutation } from '../../../lib/route-query';
import { createUser, memberRoutes } from '../api/members';
import { useWelcomeEmail } from '../hooks/use-members';
import type { CreateUserPrefill } from '../lib/registration';

const USER_EXISTS = 'User already exists with this email address';
const roleOptions = [
  { value: 'investor', label: 'Investor' },
  { value: 'admin', label: 'Admin' },
];

/** Spec section 8: USER_EXISTS has its own text; a 400 says what to fix. */
function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'USER_EXISTS') return USER_EXISTS;
    if (error.status === 400) return error.message;
  }
  return 'Failed to create user account';
}

/** Create User Account: the form, then the success step with 'Send Welcome Email'. */
export function CreateMemberDialog({ prefill, onClose }: { prefill?: CreateUserPrefill; onClose: () => void }) {
  const [fullName, setFullName] = useState(prefill?.fullName ?? '');
  const [email, setEmail] = useState(prefill?.email ?? '');
  const [phone, setPhone] = useState(prefill?.phone ?? '');
  const [role, setRole] = useState<Role>('investor');
  const [failure, setFailure] = useState<string | null>(null);
  // What the server refused, shown beside each field until the next edit.
  const [refused, setRefused] = useState<FieldMessages>({});
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const welcome = useWelcomeEmail();

  const create = useRouteMutation({
    mutationFn: () =>
      createUser({
        email: email.trim(),
        fullName: fullName.trim(),
        phone: phone.trim() === '' ? null : phone.trim(),
        role,
        ...(prefill?.registrationEmail ? { registrationEmail: prefill.registrationEmail } : {}),
      }),
    invalidates: memberRoutes,
    onSuccess: (result) => {
      setCreated(result);
      toast.success('User account created and approved successfully');
    },
    onError: (error) => {
      const text = failureText(error);
      setFailure(text);
      if (error instanceof ApiError) setRefused(error.fields);
      toast.error(text);
    },
  });

  const clearFailure = () => {
    setFailure(null);
    setRefused({});
  };
  const missing = fullName.trim() === '' || email.trim() === '';
  const dirty = fullName !== (prefill?.fullName ?? '') || email !== (prefill?.email ?? '') || phone !== (prefill?.phone ?? '') || role !== 'investor';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (missing) {
      setFailure('Email and full name are required');
      return;
    }
    clearFailure();
    create.mutate();
  };

  if (created) {
    return (
      <Dialog title="Create User Account" onClose={onClose} busy={welcome.isPending}>
        <div className="members-created" role="status">
          <CheckCircle2 size={40} aria-hidden="true" className="members-created__icon" />
          <p className="members-created__title">Account Created Successfully!</p>
          <p>
            {created.user.email} can now activate the account through the link in the invitation email.
            {created.activationLink && (
              <>
                {' '}
                A fresh invitation can be requested at <span className="members-created__link">{created.activationLink}</span>.
              </>
            )}
          </p>
        </div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={welcome.isPending}>
            Close
          </Button>
          <Button
            variant="primary"
            busy={welcome.isPending}
            busyLabel="Sending..."
            disabled={welcome.isSuccess}
            onClick={() => welcome.mutate(created.user.id)}
          >
            {welcome.isSuccess ? 'Welcome Email Sent' : 'Send Welcome Email'}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog
      title="Create User Account"
      onClose={onClose}
      busy={create.isPending}
      dirty={dirty}
      description="Create an approved account and send the person an invitation."
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={create.isPending} onChange={clearFailure}>
        <TextField
          id="create-user-name"
          label="Full Name"
          error={messageAsError(refused.fullName)}
          required
          autoComplete="off"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
        />
        <TextField
          id="create-user-email"
          label="Email"
          type="email"
          error={messageAsError(refused.email)}
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          id="create-user-phone"
          label="Phone Number (optional)"
          type="tel"
          error={messageAsError(refused.phone)}
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
        />
        <SelectField id="create-user-role" label="Role" options={roleOptions} value={role} onChange={(e) => setRole(e.target.value as Role)} />
        <div className="members-info" role="note">
          <Info size={18} aria-hidden="true" />
          <p>The user will receive an email with an activation link to set their password and sign in. The account is approved straight away.</p>
        </div>
        <FormAlert message={failure} />
        <DialogActions>
          <DialogCancelButton disabled={create.isPending} />
          <Button type="submit" variant="primary" disabled={missing} busy={create.isPending} busyLabel="Creating...">
            Create Account
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
