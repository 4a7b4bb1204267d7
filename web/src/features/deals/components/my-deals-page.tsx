import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatPence } from '@shared/rules/sourcing-fee';
import { formatYield } from '@shared/rules/yield';
import type { MyDeal } from '@shared/views/deal';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FigureList, type Figure } from '../../../components/ui/figure-list';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryView } from '../../../components/ui/query-view';
import { paths } from '@shared/contract/paths';
import { myDealsQuery } from '../api/deals';
import { dayOfUk, dealStatusLabels, dealStatusTones, ragLabels, ragTones } from '../lib/format';
import { AnalysisAtPurchase } from './analysis-at-purchase';
import { DealDocuments, MortgageOfferUpload } from './deal-documents';
import { DealMessages } from './deal-messages';
import { DealTimeline } from './deal-timeline';
import { SolicitorDetails } from './solicitor-form';
import '../deals.css';

/** `/my-deals`: the investor's deals in progress (timeline, what we need from them, messages), then their completed purchases. */
export function MyDealsPage() {
  const query = useQuery(myDealsQuery());
  return (
    <div className="container deals">
      <PageHeader
        title="My deals"
        intro="Your purchases from the accepted offer to completion: where each one is, what we need from you, and your messages with us."
      />
      <QueryView
        query={query}
        loading={<p role="status">Loading your deals…</p>}
        error="Could not load your deals"
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState
            title="No deals yet"
            text="A deal starts here once we accept your reservation: you will follow it to completion on this page."
            action={
              <Link className={buttonClass({ variant: 'primary' })} to={paths.myReservations()}>
                My reservations
              </Link>
            }
          />
        }
      >
        {({ items }) => (
          <>
            <DealGroup title="In progress" deals={items.filter((d) => d.status === 'open')} />
            <DealGroup title="Your portfolio" deals={items.filter((d) => d.status === 'completed')} />
            <DealGroup title="Fell through" deals={items.filter((d) => d.status === 'fellThrough')} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function DealGroup({ title, deals }: { title: string; deals: MyDeal[] }) {
  const headingId = useId();
  if (deals.length === 0) return null;
  return (
    <section className="deals__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {deals.map((deal) => (
        <DealCard key={deal.id} deal={deal} />
      ))}
    </section>
  );
}

/** The purchase at a glance: the agreed price, how it is paid, the listing's figures when the offer was accepted, how it ended. */
function dealFigures(deal: MyDeal): Figure[] {
  const atAcceptance = deal.listingAtAcceptance;
  return [
    { key: 'price', label: 'Purchase price', value: formatPence(deal.pricePence), testId: 'purchase-price' },
    { key: 'financing', label: 'Buying with', value: deal.financing === 'cash' ? 'Cash' : 'A mortgage' },
    ...(atAcceptance?.monthlyRentPence != null
      ? [{ key: 'rent', label: 'Rent when the offer was accepted', value: `${formatPence(atAcceptance.monthlyRentPence)} a month` }]
      : []),
    ...(atAcceptance?.yield
      ? [{ key: 'yield', label: `${atAcceptance.yield.label} when the offer was accepted`, value: formatYield(atAcceptance.yield.percent) }]
      : []),
    ...(deal.completedAt ? [{ key: 'completed', label: 'Completed', value: dayOfUk(deal.completedAt), testId: 'completed-on' }] : []),
    ...(deal.fallThrough ? [{ key: 'fellThrough', label: 'Fell through', value: `${dayOfUk(deal.fallThrough.at)}: ${deal.fallThrough.reasonLabel}` }] : []),
  ];
}

function DealCard({ deal }: { deal: MyDeal }) {
  const messagesId = useId();
  const documentsId = useId();
  const open = deal.status === 'open';
  const mortgageOpen = open && deal.financing === 'mortgage' && deal.stages.some((s) => s.key === 'mortgageOffer' && !s.doneAt && !s.skippedAt);
  return (
    <Card
      className="my-deal"
      level={3}
      title={
        <Link to={paths.propertyDetail(deal.propertyId)} className="my-deal__title">
          {deal.propertyTitle ?? 'A listing no longer shown'}
        </Link>
      }
      subtitle={
        <>
          <Badge tone={dealStatusTones[deal.status]}>{dealStatusLabels[deal.status]}</Badge>{' '}
          {open && (
            <>
              <Badge tone={ragTones[deal.rag]}>{ragLabels[deal.rag]}</Badge> Offer accepted {dayOfUk(deal.acceptedAt)}
            </>
          )}
        </>
      }
    >
      <div className="card__body my-deal__body">
        <FigureList figures={dealFigures(deal)} />

        {open && (
          <section className="my-deal__section" aria-label="What we need from you">
            <h4>What we need from you</h4>
            <h5>Your solicitor</h5>
            <SolicitorDetails deal={deal} />
            {mortgageOpen && (
              <>
                <h5>Your mortgage offer</h5>
                <MortgageOfferUpload dealId={deal.id} />
              </>
            )}
          </section>
        )}

        {deal.analysisAtAcceptance && <AnalysisAtPurchase analysis={deal.analysisAtAcceptance} financing={deal.financing} pricePence={deal.pricePence} />}

        <section className="my-deal__section" aria-label="Timeline of the purchase">
          <h4>Timeline</h4>
          <DealTimeline stages={deal.stages} open={open} />
        </section>

        <section className="my-deal__section" aria-labelledby={documentsId}>
          <h4 id={documentsId}>Documents</h4>
          <DealDocuments deal={deal} labelledBy={documentsId} />
        </section>

        <section className="my-deal__section" aria-labelledby={messagesId}>
          <h4 id={messagesId}>Messages</h4>
          <DealMessages dealId={deal.id} headingId={messagesId} />
        </section>
      </div>
    </Card>
  );
}
