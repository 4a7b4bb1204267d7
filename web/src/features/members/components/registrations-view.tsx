import { useEffect, useMemo, useState } from 'react';
import { filterRegistrations, memberForEmail, pendingCount, type RegistrationFilter } from '@shared/rules/members';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { toast } from '../../../lib/toast';
import type { MemberRow, RegistrationRow } from '../api/members';
import { useRegistrations, useRegistrationStatus, useResendLead, useWelcomeEmail } from '../hooks/use-members';
import { EmailAddress } from './email-address';
import { LeadDeliveryBadge, RegistrationStatusBadge } from './member-badges';
import { RegistrationDetailsDialog } from './registration-details-dialog';
import { prefillFrom, registrationDate, type CreateUserPrefill, type RegistrationActions } from '../lib/registration';

/** New Applications: 'Needs Action' (pending only, the default) or 'All Statuses', newest first. */
export function RegistrationsView({
  members,
  onCreateAccount,
}: {
  members: readonly MemberRow[] | undefined;
  onCreateAccount: (prefill: CreateUserPrefill) => void;
}) {
  const registrations = useRegistrations();
  const statusChange = useRegistrationStatus();
  const welcome = useWelcomeEmail();
  const resendLead = useResendLead();
  const [filter, setFilter] = useState<RegistrationFilter>('needs_action');
  const [openEmail, setOpenEmail] = useState<string | null>(null);

  const failed = registrations.isError;
  useEffect(() => {
    if (failed) toast.error('Failed to load interest registrations', { id: 'registrations-failed' });
  }, [failed]);

  const all = registrations.data;
  const rows = useMemo(() => filterRegistrations(all ?? [], filter), [all, filter]);
  const open = openEmail === null ? undefined : all?.find((r) => r.email === openEmail);

  // The registration whose details are open went away (another admin, a refresh): the dialog closes.
  const lost = openEmail !== null && all !== undefined && open === undefined;
  useEffect(() => {
    if (lost) toast.error('Registration details not found', { id: 'registration-lost' });
  }, [lost]);

  const actions: RegistrationActions = {
    onCreateAccount,
    setStatus: (registration, status) => statusChange.mutate({ email: registration.email, status }),
    updating: statusChange.isPending,
    memberOf: (registration) => (members ? memberForEmail(members, registration.email) : undefined),
    sendWelcome: (member) => welcome.mutate(member.id),
    sendingWelcome: welcome.isPending,
  };

  const columns = useMemo<DataColumn<RegistrationRow>[]>(
    () => [
      { id: 'name', header: 'Name', value: (r) => r.fullName },
      { id: 'email', header: 'Email', value: (r) => r.email, cell: (r) => <EmailAddress email={r.email} /> },
      { id: 'phone', header: 'Phone', value: (r) => r.phone },
      {
        id: 'property',
        header: 'Property',
        value: (r) => r.property?.title ?? '',
        cell: (r) => r.property?.title ?? (r.propertyId ? 'Property no longer listed' : 'General enquiry'),
      },
      {
        id: 'status',
        header: 'Status',
        value: (r) => r.status,
        cell: (r) => (
          <>
            <RegistrationStatusBadge status={r.status} /> <LeadDeliveryBadge delivery={r.leadDelivery} />
          </>
        ),
      },
      { id: 'received', header: 'Received', value: (r) => r.createdAt, cell: (r) => <time dateTime={r.createdAt}>{registrationDate(r.createdAt)}</time> },
    ],
    [],
  );

  return (
    <QueryView
      query={registrations}
      loading={<LoadingState text="Loading interest registrations..." />}
      error="Failed to load interest registrations"
      errorText={registrations.error?.message}
    >
      {(data) => (
        <div className="members-view">
          <div className="members-filters" role="group" aria-label="Show registrations">
            <Button
              variant={filter === 'needs_action' ? 'primary' : 'secondary'}
              aria-pressed={filter === 'needs_action'}
              onClick={() => setFilter('needs_action')}
            >
              Needs Action ({pendingCount(data)})
            </Button>
            <Button variant={filter === 'all' ? 'primary' : 'secondary'} aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
              All Statuses ({data.length})
            </Button>
          </div>
          <DataTable
            caption={filter === 'needs_action' ? 'Registrations that need action' : 'All interest registrations'}
            captionHidden
            columns={columns}
            rows={rows}
            rowId={(r) => r.id}
            rowActions={(r) => (
              <>
                <Button variant="ghost" onClick={() => setOpenEmail(r.email)}>
                  View Details
                </Button>
                {r.leadDelivery?.state === 'failed' && (
                  <Button
                    variant="secondary"
                    onClick={() => resendLead.mutate(r.email)}
                    disabled={resendLead.isPending}
                    aria-label={`Resend lead for ${r.fullName}`}
                  >
                    Resend lead
                  </Button>
                )}
                {r.status !== 'account_created' && (
                  <Button variant="primary" onClick={() => onCreateAccount(prefillFrom(r))}>
                    Create Account
                  </Button>
                )}
              </>
            )}
            empty={
              <EmptyState
                title={filter === 'needs_action' ? 'No registrations need action' : 'No interest registrations yet'}
                text={filter === 'needs_action' ? 'New applications appear here until they are handled.' : undefined}
              />
            }
          />
          {open && <RegistrationDetailsDialog registration={open} actions={actions} onClose={() => setOpenEmail(null)} />}
        </div>
      )}
    </QueryView>
  );
}
