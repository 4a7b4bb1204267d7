import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealCard } from '@shared/views/deal';
import { DealDocumentList } from '../../../components/deal/document-list';
import { LoadingState } from '../../../components/spinner';
import { Button } from '../../../components/ui/button';
import { dealDocumentsQuery } from '../api/deals-board';

// Its form's code is a chunk of its own, fetched while an open deal's page shows the button rather than on the click.
const loadMemorandumDialog = () => import('./memorandum-dialog');
const MemorandumDialog = lazy(() => loadMemorandumDialog().then((m) => ({ default: m.MemorandumDialog })));

/** The deal's documents, each opened through a fresh short-lived link, and the sending of its memorandum of sale while it is open. */
export function DealDocuments({ deal, headingId }: { deal: DealCard; headingId: string }) {
  const documents = useQuery(dealDocumentsQuery(deal.id));
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const open = deal.status === 'open';
  useEffect(() => {
    if (open) void loadMemorandumDialog();
  }, [open]);
  return (
    <div className="deal-detail__documents">
      <DealDocumentList
        documents={documents}
        fresh={() => queryClient.fetchQuery({ ...dealDocumentsQuery(deal.id), staleTime: 0 })}
        labelledBy={headingId}
        empty={<p className="deal-detail__empty">No documents yet.</p>}
      />
      {open && (
        <div>
          <Button variant="secondary" onClick={() => setSending(true)}>
            Send memorandum of sale
          </Button>
        </div>
      )}
      {sending && (
        <Suspense fallback={<LoadingState text="Opening the memorandum of sale..." />}>
          <MemorandumDialog deal={deal} onClose={() => setSending(false)} />
        </Suspense>
      )}
    </div>
  );
}
