import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { formatPence } from '@shared/rules/sourcing-fee';
import type { DealDetail } from '@shared/views/deal';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { paths } from '@shared/contract/paths';
import { ApiError } from '../../../lib/api';
import { getConfig } from '../../../lib/config';
import { toast } from '../../../lib/toast';
import { dealQuery } from '../api/deals-board';
import { netOfVat } from '../lib/fee-vat';
import { dayUk, whenUk } from '../lib/format';
import { DealDocuments } from './deal-documents';
import { DealMessages } from './deal-messages';
import { DealNotes } from './deal-notes';
import { DealStagesForm } from './deal-stages-form';
import { FallThroughDialog } from './fall-through-dialog';
import '../deals-board.css';

const back = (
  <Link className="deals-back link" to={paths.deals()}>
    <ArrowLeft size={16} aria-hidden="true" /> Deals
  </Link>
);

/**
 * `/deals/:id` (admins): one deal, its stages and targets, its messages with the investor, its documents and memorandum
 * of sale, the buyer's solicitor, its trail of notes, and its fall-through.
 */
export function DealDetailPage({ id }: { id: string }) {
  const query = useQuery(dealQuery(id));
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="container deal-detail">
      <QueryView
        query={query}
        loading={<p role="status">Loading the deal…</p>}
        error={notFound ? 'No deal was found' : 'Could not load the deal'}
        errorText={notFound ? 'It may have been opened under another address.' : query.error?.message}
        errorAction={back}
        headingLevel={1}
        retry={!notFound}
      >
        {(detail) => <DealDetailView detail={detail} />}
      </QueryView>
    </div>
  );
}

function DealDetailView({ detail: { deal, entries } }: { detail: DealDetail }) {
  const navigate = useNavigate();
  const messagesId = useId();
  const documentsId = useId();
  const [ending, setEnding] = useState<'closed' | 'open' | 'ended'>('closed');
  // Back to the board once the dialog has gone: while mounted, its unsaved answers would hold the navigation.
  useEffect(() => {
    if (ending === 'ended') void navigate(paths.deals());
  }, [ending, navigate]);
  const title = deal.propertyTitle ?? 'A deleted listing';
  const status =
    deal.status === 'open' ? (
      <Badge tone="accent">Open</Badge>
    ) : deal.status === 'completed' ? (
      <Badge tone="success">Completed</Badge>
    ) : (
      <Badge tone="danger">Fell through</Badge>
    );
  return (
    <>
      <PageHeader
        back={back}
        eyebrow="Deal"
        title={title}
        intro={
          <>
            {status} Accepted {dayUk(deal.acceptedAt)}, {formatPence(deal.pricePence)}, {deal.financing === 'cash' ? 'cash buyer' : 'funded by a mortgage'}.
          </>
        }
        actions={
          deal.status === 'open' && (
            <Button variant="danger" onClick={() => setEnding('open')}>
              Record a fall-through
            </Button>
          )
        }
      />
      <dl className="deal-detail__facts">
        <div>
          <dt>Investor</dt>
          <dd>
            {deal.investorName ?? 'No name'}
            {deal.investorEmail && (
              <>
                <br />
                <a href={`mailto:${deal.investorEmail}`}>{deal.investorEmail}</a>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Sourcing fee</dt>
          <dd>{`${formatPence(deal.feePence)}${netOfVat(getConfig().firm)}`}</dd>
        </div>
        <div>
          <dt>Listing</dt>
          <dd>
            <Link to={paths.propertyDetail(deal.propertyId)}>Open the listing</Link>
          </dd>
        </div>
        {deal.completedAt && (
          <div>
            <dt>Completed</dt>
            <dd>{dayUk(deal.completedAt)}</dd>
          </div>
        )}
        {deal.fallThrough && (
          <div>
            <dt>Fell through</dt>
            <dd>
              {deal.fallThrough.reasonLabel}
              {deal.fallThrough.note ? ` (${deal.fallThrough.note})` : ''}, {whenUk(deal.fallThrough.at)}; the fee is to be{' '}
              {deal.fallThrough.feeDecision === 'refund' ? 'refunded' : 'kept'}
            </dd>
          </div>
        )}
      </dl>

      <div className="deal-detail__grid">
        <Card title="Stages">
          <CardBody>
            <DealStagesForm key={deal.version} deal={deal} />
          </CardBody>
        </Card>
        <div className="deal-detail__side">
          <Card title="Messages" titleId={messagesId}>
            <CardBody>
              <DealMessages deal={deal} headingId={messagesId} />
            </CardBody>
          </Card>
          <Card title="Documents" titleId={documentsId}>
            <CardBody>
              <DealDocuments deal={deal} headingId={documentsId} />
            </CardBody>
          </Card>
          <Card title="Buyer's solicitor">
            <CardBody>
              {deal.buyerSolicitor ? (
                <address className="deal-detail__solicitor">
                  <strong>{deal.buyerSolicitor.firm}</strong>
                  <br />
                  {deal.buyerSolicitor.contactName}
                  <br />
                  <a href={`mailto:${deal.buyerSolicitor.email}`}>{deal.buyerSolicitor.email}</a>
                  <br />
                  {deal.buyerSolicitor.phone}
                  <br />
                  {deal.buyerSolicitor.address}
                  {deal.buyerSolicitor.reference && (
                    <>
                      <br />
                      Reference: {deal.buyerSolicitor.reference}
                    </>
                  )}
                </address>
              ) : (
                <p>Not given yet: the investor enters their solicitor on My deals.</p>
              )}
            </CardBody>
          </Card>
          <Card title="Notes and changes">
            <CardBody>
              <DealNotes dealId={deal.id} entries={entries} />
            </CardBody>
          </Card>
        </div>
      </div>
      {ending === 'open' && (
        <FallThroughDialog
          deal={deal}
          onClose={() => setEnding('closed')}
          onEnded={() => {
            toast.success(`${title}: fell through, the listing is Available again`);
            setEnding('ended');
          }}
        />
      )}
    </>
  );
}
