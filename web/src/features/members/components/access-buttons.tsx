import { useState } from 'react';
import { accessActions } from '@shared/rules/members';
import { profilePlaceholders } from '@shared/domain/profile';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useProfile } from '../../../lib/session/use-auth';
import type { MemberRow } from '../api/members';
import { useAccessChange, type AccessAction } from '../hooks/use-members';

const labels: Record<AccessAction, string> = { approve: 'Approve', reject: 'Reject', revoke: 'Revoke', restore: 'Restore Access' };

/**
 * The access changes a member's state offers (spec section 4), none on the acting admin's own row; reject and
 * revoke ask first, as they sign the person out.
 */
export function AccessButtons({ member }: { member: Pick<MemberRow, 'id' | 'fullName' | 'accessStatus' | 'isApproved'> }) {
  const change = useAccessChange();
  const actingUserId = useProfile()?.id;
  const [confirming, setConfirming] = useState<'reject' | 'revoke' | null>(null);
  const name = member.fullName ?? profilePlaceholders.fullName;
  const run = (action: AccessAction) => change.mutate({ id: member.id, action }, { onSettled: () => setConfirming(null) });

  return (
    <>
      {accessActions(member, actingUserId).map((action) => (
        <Button
          key={action}
          variant={action === 'approve' || action === 'restore' ? 'primary' : 'danger'}
          busy={change.isPending && change.variables?.action === action}
          disabled={change.isPending}
          onClick={() => (action === 'reject' || action === 'revoke' ? setConfirming(action) : run(action))}
        >
          {labels[action]}
        </Button>
      ))}
      {confirming && (
        <ConfirmDialog
          title={confirming === 'revoke' ? 'Revoke access?' : 'Reject this user?'}
          description={`${name} will be signed out everywhere and can no longer use the portal until access is restored.`}
          confirmLabel={confirming === 'revoke' ? 'Revoke Access' : 'Reject User'}
          busyLabel={confirming === 'revoke' ? 'Revoking...' : 'Rejecting...'}
          busy={change.isPending}
          onConfirm={() => run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
