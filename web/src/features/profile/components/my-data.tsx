import { BUYER_CHECK_RETENTION_YEARS } from '@shared/rules/retention';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DialogActions } from '../../../components/ui/dialog';
import { DialogCancelButton, FormDialog } from '../../../components/ui/form-dialog';
import { TextField } from '../../../components/ui/text-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useAuth } from '../../../lib/session/use-auth';
import { toast } from '../../../lib/toast';
import { paths } from '@shared/contract/paths';
import { deleteMyAccount, downloadMyData } from '../api/my-data';

const failureMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** 'Delete my account': the password asked for again, then the account and everything stored about the member go. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password to delete your account');
    setBusy(true);
    setError(undefined);
    try {
      await deleteMyAccount(password);
    } catch (failure) {
      setBusy(false);
      return setError(failureMessage(failure, 'Your account could not be deleted. Please try again.'));
    }
    await auth.signOut().catch(() => undefined);
    toast.success('Your account and your data have been deleted');
    navigate(paths.landing(), { replace: true });
  };

  return (
    <FormDialog
      title="Delete my account?"
      description={`Your profile, favourites, requests, saved searches and analyses are deleted for good and you can no longer sign in. Any buyer checks you gave us are kept for ${BUYER_CHECK_RETENTION_YEARS} years after our business relationship ends, as the Money Laundering Regulations 2017 require, then deleted (UK GDPR Article 17(3)(b)). Your reservations and deals, with their messages and documents, are kept as the record of your purchases; a purchase in progress stays open and we are told. Enter your password to confirm.`}
      onClose={onClose}
      busy={busy}
      dirty={password !== ''}
      role="alertdialog"
    >
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormAlert message={error ?? null} />
        <TextField
          id="delete-account-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <DialogActions>
          <DialogCancelButton disabled={busy} />
          <Button type="submit" variant="danger" busy={busy} busyLabel="Deleting...">
            Delete my account
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}

/** Your data: a copy of everything stored about the member, and the erasure of their account (UK GDPR). */
export function MyData() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(failureMessage(error, 'Your data could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      className="profile-card"
      titleId="my-data-title"
      title="Your Data"
      subtitle={
        <>
          A copy of everything the portal stores about you, or your account deleted. <Link to={paths.privacy()}>Privacy notice</Link>
        </>
      }
    >
      <div className="card__body my-data">
        <Button onClick={download} busy={downloading} busyLabel="Preparing...">
          <Download size={16} aria-hidden="true" /> Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          <Trash2 size={16} aria-hidden="true" /> Delete my account
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Card>
  );
}
