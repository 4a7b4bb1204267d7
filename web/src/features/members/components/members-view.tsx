import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { profilePlaceholders } from '@shared/domain/profile';
import { dateText, isActiveMember, isRevokedMember, matchesMemberSearch } from '@shared/rules/members';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import type { MemberRow } from '../api/members';
import { useResendInvitation } from '../hooks/use-members';
import { AccessButtons } from './access-buttons';
import { EmailAddress } from './email-address';
import { AccessBadge, InvitationBadge, RoleBadge, WelcomeBadge } from './member-badges';
import { SearchInput } from '../../../components/ui/search-input';

/** Profiles in neither list of section 4 (pending, not approved): shown under New Applications so Approve and Reject stay reachable. */
const isAwaitingApproval = (m: MemberRow) => !isActiveMember(m) && !isRevokedMember(m);

/** Active Users (approved, or is_approved) or Access Revoked (rejected or revoked), searchable on name, email and phone. */
export function MembersView({
  kind,
  members,
  onOpen,
}: {
  kind: 'users' | 'revoked' | 'pending';
  members: UseQueryResult<MemberRow[]>;
  onOpen: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const resend = useResendInvitation();
  const inList = kind === 'users' ? isActiveMember : kind === 'revoked' ? isRevokedMember : isAwaitingApproval;
  const all = members.data;
  const rows = useMemo(() => (all ?? []).filter((m) => inList(m) && matchesMemberSearch(m, query)), [all, inList, query]);

  const columns = useMemo<DataColumn<MemberRow>[]>(
    () => [
      { id: 'name', header: 'Name', value: (m) => m.fullName ?? '', cell: (m) => m.fullName ?? profilePlaceholders.fullName },
      { id: 'email', header: 'Email', value: (m) => m.email ?? '', cell: (m) => (m.email ? <EmailAddress email={m.email} /> : profilePlaceholders.email) },
      { id: 'phone', header: 'Phone', value: (m) => m.phone ?? '' },
      { id: 'role', header: 'Role', value: (m) => m.role, cell: (m) => <RoleBadge role={m.role} /> },
      {
        id: 'access',
        header: 'Access',
        value: (m) => m.accessStatus,
        cell: (m) => (
          <span className="members-badges">
            <AccessBadge status={m.accessStatus} />
            <InvitationBadge invitation={m.invitation} />
          </span>
        ),
      },
      {
        id: 'welcome',
        header: 'Welcome Email',
        value: (m) => (m.welcomeEmailSent ? 'Sent' : 'Not Sent'),
        cell: (m) => <WelcomeBadge sent={m.welcomeEmailSent} />,
      },
      { id: 'lastLogin', header: 'Last Login', value: (m) => m.lastLoginAt ?? '', cell: (m) => dateText(m.lastLoginAt) },
    ],
    [],
  );

  const caption = kind === 'users' ? 'Active users' : kind === 'revoked' ? 'Users whose access is revoked or rejected' : 'Accounts awaiting approval';
  return (
    <QueryView query={members} loading={<LoadingState text="Loading users..." />} error="Failed to load user data" errorText={members.error?.message}>
      {() =>
        kind === 'pending' && rows.length === 0 ? null : (
          <div className="members-view">
            {kind === 'pending' && <h2 className="members-view__title">Accounts awaiting approval</h2>}
            <div className="members-search" hidden={kind === 'pending'}>
              <label htmlFor={searchId} className="visually-hidden">
                Search users
              </label>
              <SearchInput id={searchId} placeholder="Search by name, email or phone..." value={query} onChange={(e) => setQuery(e.target.value)} />
            </div>
            <DataTable
              caption={caption}
              captionHidden
              columns={columns}
              rows={rows}
              rowId={(m) => m.id}
              initialSort={{ id: 'name' }}
              rowActions={(m) => (
                <>
                  <Button variant="ghost" onClick={() => onOpen(m.id)}>
                    View Details
                  </Button>
                  <AccessButtons member={m} />
                  {m.invitation === 'pending' && (
                    <Button variant="secondary" busy={resend.isPending && resend.variables === m.id} busyLabel="Sending..." onClick={() => resend.mutate(m.id)}>
                      Resend invitation
                    </Button>
                  )}
                </>
              )}
              empty={
                query.trim() ? (
                  <EmptyState title="No users match your search" text="Try a name, an email address or a phone number." />
                ) : (
                  <EmptyState title={kind === 'users' ? 'No active users yet' : 'No users with revoked access'} />
                )
              }
            />
          </div>
        )
      }
    </QueryView>
  );
}
