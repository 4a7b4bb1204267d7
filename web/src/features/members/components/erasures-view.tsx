import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { dateText } from '@shared/rules/members';
import { AuditHistory } from '../../../components/audit/audit-history';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryView } from '../../../components/ui/query-view';
import { ApiError } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/route-query';
import { toast } from '../../../lib/toast';
import { erasuresQuery, finishErasure, type ErasedMemberRow, type UnfinishedErasureRow } from '../api/members';
import { EmailAddress } from './email-address';

/**
 * Erasures (UK GDPR Art. 17): those that stopped before the end (an outage, a timeout), with 'Finish erasure'
 * (the hourly job finishes any left over an hour anyway), and finished ones by their one-way reference, each with
 * the audit events kept about the erased member.
 */
export function ErasuresView() {
  const erasures = useQuery(erasuresQuery());
  const [history, setHistory] = useState<string | null>(null);
  const finish = useRouteMutation({
    mutationFn: (memberId: string) => finishErasure(memberId),
    invalidates: ['listErasures', 'listMembers'],
    onSuccess: () => toast.success('Erasure finished'),
    onError: (error) =>
      toast.error('Failed to finish the erasure', error instanceof ApiError && error.status < 500 ? { description: error.message } : undefined),
  });

  const unfinishedColumns = useMemo<DataColumn<UnfinishedErasureRow>[]>(
    () => [
      { id: 'email', header: 'Email', value: (e) => e.email, cell: (e) => <EmailAddress email={e.email} /> },
      { id: 'started', header: 'Started', value: (e) => e.startedAt, cell: (e) => dateText(e.startedAt) },
      { id: 'notice', header: 'CRM told', value: (e) => e.noticeQueuedAt ?? '', cell: (e) => (e.noticeQueuedAt ? dateText(e.noticeQueuedAt) : 'Not yet') },
    ],
    [],
  );
  const erasedColumns = useMemo<DataColumn<ErasedMemberRow>[]>(
    () => [
      { id: 'reference', header: 'Reference', value: (e) => e.reference },
      { id: 'erased', header: 'Erased', value: (e) => e.erasedAt, cell: (e) => dateText(e.erasedAt) },
    ],
    [],
  );

  return (
    <QueryView query={erasures} loading={<LoadingState text="Loading erasures..." />} error="Failed to load erasures" errorText={erasures.error?.message}>
      {(data) => (
        <div className="members-view">
          <h2 className="members-view__title">Unfinished erasures</h2>
          <DataTable
            caption="Erasures that did not finish"
            captionHidden
            columns={unfinishedColumns}
            rows={data.unfinished}
            rowId={(e) => e.memberId}
            initialSort={{ id: 'started' }}
            rowActions={(e) => (
              <Button
                variant="danger"
                busy={finish.isPending && finish.variables === e.memberId}
                busyLabel="Finishing..."
                onClick={() => finish.mutate(e.memberId)}
              >
                Finish erasure
              </Button>
            )}
            empty={<EmptyState title="No unfinished erasures" text="An erasure that stops halfway shows here until it is finished." />}
          />
          <h2 className="members-view__title">Erased members</h2>
          <DataTable
            caption="Erased members, by the reference their kept audit events are filed under"
            captionHidden
            columns={erasedColumns}
            rows={data.erased}
            rowId={(e) => e.reference}
            initialSort={{ id: 'erased', desc: true }}
            rowActions={(e) => (
              <Button variant="ghost" onClick={() => setHistory(e.reference)}>
                Audit history
              </Button>
            )}
            empty={<EmptyState title="No members erased yet" />}
          />
          {history && (
            <Dialog title="Erased member" description={`Audit events kept under ${history}`} onClose={() => setHistory(null)}>
              <AuditHistory targetType="profile" targetId={history} />
            </Dialog>
          )}
        </div>
      )}
    </QueryView>
  );
}
