import { useIsFetching } from '@tanstack/react-query';
import { RefreshCw, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../components/ui/use-tab-param';
import { routesFilter } from '../../../lib/route-query';
import { memberRoutes } from '../api/members';
import { useMembers, useRefreshMembers } from '../hooks/use-members';
import type { CreateUserPrefill } from '../lib/registration';
import { CreateMemberDialog } from './create-member-dialog';
import { ErasuresView } from './erasures-view';
import { MembersView } from './members-view';
import { RegistrationsView } from './registrations-view';
import { MemberDetailsDialog } from './member-details-dialog';
import '../members.css';
import { PageHeader } from '../../../components/ui/page-header';

const tabs = [
  { id: 'registrations', label: 'New Applications' },
  { id: 'users', label: 'Active Users' },
  { id: 'revoked', label: 'Access Revoked' },
  { id: 'erasures', label: 'Erasures' },
] as const;

/** User Management (admin): registrations, active users, revoked access and erasures, chosen by the query `tab`. */
export function UserManagement() {
  const [tab, setTab] = useTabParam(tabs);
  const members = useMembers();
  const refresh = useRefreshMembers();
  const refreshing = useIsFetching(routesFilter(memberRoutes)) > 0;
  const [creating, setCreating] = useState<{ prefill?: CreateUserPrefill } | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  return (
    <div className="container">
      <PageHeader
        title="User Management"
        intro="Review new applications, create accounts and manage who can use the portal."
        actions={
          <>
            <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing || undefined}>
              <RefreshCw size={16} aria-hidden="true" className={refreshing ? 'members-spin' : undefined} />
              Refresh
            </Button>
            <Button variant="primary" onClick={() => setCreating({})}>
              <UserPlus size={16} aria-hidden="true" />
              Create User
            </Button>
          </>
        }
      />

      <Tabs label="User Management sections" tabs={tabs} selected={tab} onSelect={setTab} idPrefix="members" variant="underline" selectLabel="Section">
        {tab === 'registrations' ? (
          <>
            <RegistrationsView members={members.data} onCreateAccount={(prefill) => setCreating({ prefill })} />
            {members.isSuccess && <MembersView kind="pending" members={members} onOpen={setDetailsId} />}
          </>
        ) : tab === 'erasures' ? (
          <ErasuresView />
        ) : (
          <MembersView key={tab} kind={tab} members={members} onOpen={setDetailsId} />
        )}
      </Tabs>

      {creating && <CreateMemberDialog prefill={creating.prefill} onClose={() => setCreating(null)} />}
      {detailsId && <MemberDetailsDialog id={detailsId} onClose={() => setDetailsId(null)} />}
    </div>
  );
}
