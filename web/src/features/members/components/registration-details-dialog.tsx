import { useState } from 'react';
import { Link } from 'react-router-dom';
import { registrationStatuses } from '@shared/domain/interest';
import { statusLabel } from '@shared/rules/members';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Select } from '../../../components/ui/select';
import type { RegistrationRow } from '../api/members';
import { RegistrationStatusBadge } from './member-badges';
import { prefillFrom, registrationDate, type RegistrationActions } from '../lib/registration';
import { paths } from '@shared/contract/paths';

/** One registration: who, the message, the property it came from, and what an admin can do with it. */
export function RegistrationDetailsDialog({
  registration: r,
  actions,
  onClose,
}: {
  registration: RegistrationRow;
  actions: RegistrationActions;
  onClose: () => void;
}) {
  const [status, setStatus] = useState(r.status);
  const statusOptions = [...new Set<string>([...registrationStatuses, r.status])].map((value) => ({ value, label: statusLabel(value) }));
  const member = r.status === 'account_created' ? actions.memberOf(r) : undefined;

  return (
    <Dialog title="Registration Details" onClose={onClose}>
      <dl className="members-details">
        <div>
          <dt>Name</dt>
          <dd>{r.fullName}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{r.email}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{r.phone || '—'}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <RegistrationStatusBadge status={r.status} />
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={r.createdAt}>{registrationDate(r.createdAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Property</dt>
          <dd>
            {r.property ? (
              <Link to={paths.propertyDetail(r.property.id)}>{r.property.title}</Link>
            ) : r.propertyId ? (
              'Property no longer listed'
            ) : (
              'General enquiry'
            )}
          </dd>
        </div>
        <div className="members-details__wide">
          <dt>Message</dt>
          <dd className="members-details__message">{r.message || '—'}</dd>
        </div>
      </dl>

      <div className="members-status">
        <label htmlFor="registration-status">Status</label>
        <Select id="registration-status" options={statusOptions} value={status} onChange={(e) => setStatus(e.target.value)} />
        <Button variant="secondary" disabled={status === r.status} busy={actions.updating} onClick={() => actions.setStatus(r, status)}>
          Update Status
        </Button>
      </div>

      <div className="members-actions">
        {r.status !== 'account_created' && (
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              actions.onCreateAccount(prefillFrom(r));
            }}
          >
            Create Account
          </Button>
        )}
        {r.status !== 'approved' && r.status !== 'account_created' && (
          <Button variant="secondary" disabled={actions.updating} onClick={() => actions.setStatus(r, 'approved')}>
            Approve
          </Button>
        )}
        {r.status !== 'rejected' && r.status !== 'account_created' && (
          <Button variant="danger" disabled={actions.updating} onClick={() => actions.setStatus(r, 'rejected')}>
            Reject
          </Button>
        )}
        {member && (
          <Button variant="accent" busy={actions.sendingWelcome} busyLabel="Sending..." onClick={() => actions.sendWelcome(member)}>
            Send Welcome Email
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
