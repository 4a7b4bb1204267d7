import { Copy, Link2, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import type { Property } from '@shared/domain/property';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { useDeleteProperty } from '../api/property';
import { propertyAlertText } from '@shared/rules/property-alert';
import { shareLinks } from '../lib/share';
import { paths } from '@shared/contract/paths';

async function copy(text: string, success: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(success);
  } catch {
    toast.error('Failed to copy link');
  }
}

interface ShareOption {
  link: keyof ReturnType<typeof shareLinks>;
  label: string;
  hint: string;
  /** The toast once the link is copied. */
  copied: string;
}

/** The share dialog's links, in the order shown. */
const shareOptions: ShareOption[] = [
  { link: 'member', label: 'Copy member link', hint: 'For signed-in investors', copied: 'Shareable link copied to clipboard!' },
  {
    link: 'sneakPeek',
    label: 'Copy sneak peek link',
    hint: 'Limited details for non-members',
    copied: 'Sneak peek link copied! Limited property details for non-members.',
  },
  {
    link: 'full',
    label: 'Copy full details link',
    hint: 'Complete information for non-members',
    copied: 'Full details link copied! Complete property information for non-members.',
  },
];

/** Share, Edit and Delete for admins (the API refuses the delete to anyone else). */
export function AdminActions({ property }: { property: Property }) {
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  return (
    <div className="pd-admin" role="group" aria-label="Admin actions">
      <Button variant="secondary" onClick={() => setDialog('share')}>
        <Share2 size={18} aria-hidden="true" />
        Share
      </Button>
      <Link className={buttonClass({ variant: 'secondary' })} to={paths.editProperty(property.id)}>
        <Pencil size={18} aria-hidden="true" />
        Edit
      </Link>
      <Button variant="danger" onClick={() => setDialog('delete')}>
        <Trash2 size={18} aria-hidden="true" />
        Delete
      </Button>
      {dialog === 'share' && <ShareDialog property={property} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog property={property} onClose={() => setDialog(null)} />}
    </div>
  );
}

function ShareDialog({ property, onClose }: { property: Property; onClose: () => void }) {
  const links = shareLinks(window.location.origin, property.id);
  const [alert, setAlert] = useState(() => propertyAlertText(property, links.sneakPeek));
  return (
    <Dialog title="Share Property" onClose={onClose} description="Copy a link for members or non-members, or the property alert text.">
      <ul className="pd-share">
        {shareOptions.map(({ link, label, hint, copied }) => (
          <li key={link}>
            <button type="button" className="pd-share__option" onClick={() => copy(links[link], copied)}>
              <Link2 size={18} aria-hidden="true" />
              <span>
                <strong>{label}</strong>
                <span className="pd-share__hint">{hint}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="field pd-share__alert">
        <label htmlFor="property-alert-text">Property alert</label>
        <textarea id="property-alert-text" rows={9} value={alert} onChange={(event) => setAlert(event.target.value)} />
      </div>
      <DialogActions>
        <Button variant="primary" onClick={() => copy(alert, 'Property alert copied to clipboard!')}>
          <Copy size={18} aria-hidden="true" />
          Copy property alert
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function DeleteDialog({ property, onClose }: { property: Property; onClose: () => void }) {
  const navigate = useNavigate();
  const remove = useDeleteProperty();
  const confirm = () =>
    remove.mutate(property.id, {
      onSuccess: () => {
        toast.success('Property deleted successfully');
        navigate(paths.propertyManagement(), { replace: true });
      },
      onError: () => toast.error('Failed to delete property'),
    });
  return (
    <ConfirmDialog
      title="Delete Property"
      description={`Are you sure you want to delete "${property.title}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      confirmIcon={<Trash2 size={18} aria-hidden="true" />}
      onConfirm={confirm}
      onCancel={onClose}
      busy={remove.isPending}
    />
  );
}
