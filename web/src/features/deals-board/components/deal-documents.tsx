import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DealCard } from '@shared/views/deal';
import { DealDocumentList } from '../../../components/deal/document-list';
import { Button } from '../../../components/ui/button';
import { dealDocumentsQuery } from '../api/deals-board';

// Opened now and then: its form's code is downloaded on the first opening.
const MemorandumDialog = lazy(() => import('./memorandum-dialog').then((m) => ({ default: m.MemorandumDialog })));

/** The deal's documents, each opened through a fresh short-lived link, and the sending of its memorandum of sale while it is open. */
export function DealDocuments({ deal, headingId }: { deal: DealCard; headingId: string }) {
  const documents = useQuery(dealDocumentsQuery(deal.id));
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  return (
    <div className="deal-detail__documents">
      <DealDocumentList
        documents={documents}
        fresh={() => queryClient.fetchQuery({ ...dealDocumentsQuery(deal.id), staleTime: 0 })}
        labelledBy={headingId}
        empty={<p className="deal-detail__empty">No documents yet.</p>}
      />
      {deal.status === 'open' && (
        <div>
          <Button variant="secondary" onClick={() => setSending(true)}>
            Send memorandum of sale
          </Button>
        </div>
      )}
      {sending && (
        <Suspense fallback={null}>
          <MemorandumDialog deal={deal} onClose={() => setSending(false)} />
        </Suspense>
      )}
    </div>
  );
}
