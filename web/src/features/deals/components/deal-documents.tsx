import { useState, type ChangeEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyDeal } from '@shared/views/deal';
import { DealDocumentList } from '../../../components/deal/document-list';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListRow, ListRowText } from '../../../components/ui/list-row';
import { TextField } from '../../../components/ui/text-field';
import { openSignedLink } from '../../../lib/open-signed-link';
import { toast } from '../../../lib/toast';
import { dealPackLink, myDealDocumentsQuery, useUploadMortgageOffer } from '../api/deals';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/** The deal's documents, each opened through a fresh short-lived link, and the listing's deal pack. */
export function DealDocuments({ deal, labelledBy }: { deal: MyDeal; labelledBy: string }) {
  const documents = useQuery(myDealDocumentsQuery(deal.id));
  const queryClient = useQueryClient();
  return (
    <DealDocumentList
      documents={documents}
      fresh={() => queryClient.fetchQuery({ ...myDealDocumentsQuery(deal.id), staleTime: 0 })}
      labelledBy={labelledBy}
      empty={null}
    >
      <ListRow>
        <ListRowText>
          <strong>Deal pack</strong>
          <span>The listing’s figures and analysis, made for you as a PDF</span>
        </ListRowText>
        <Button variant="ghost" onClick={() => openSignedLink(() => dealPackLink(deal.propertyId), 'Could not open the deal pack. Please try again.')}>
          Open the deal pack
        </Button>
      </ListRow>
    </DealDocumentList>
  );
}

/** The investor's mortgage offer, uploaded as a PDF to the deal's documents. */
export function MortgageOfferUpload({ dealId }: { dealId: string }) {
  const upload = useUploadMortgageOffer();
  const [failure, setFailure] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setFailure(null);
    try {
      await upload.mutateAsync({ id: dealId, file });
      toast.success('Mortgage offer uploaded');
    } catch (error) {
      setFailure(messageOf(error));
    } finally {
      input.value = '';
    }
  };
  return (
    <div className="my-deal__form">
      <TextField
        id={`deal-${dealId}-mortgage-offer`}
        label="Upload your mortgage offer (PDF)"
        hint="As your lender sent it, up to 10 MB. It joins this deal’s documents below."
        type="file"
        accept=".pdf,application/pdf"
        disabled={upload.isPending}
        onChange={(event) => void onFile(event)}
      />
      {upload.isPending && <p role="status">Uploading…</p>}
      <FormAlert message={failure} />
    </div>
  );
}
