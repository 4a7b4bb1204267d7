import { ExternalLink, MessageCircle, Star } from 'lucide-react';
import { useCardActions } from '../../features/favourites/hooks/use-card-actions';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { PropertyList } from '../../features/properties/components/property-list';
import { buttonClass } from '../../components/ui/button';
import { getConfig } from '../../lib/config';
import { PageHeader } from '../../components/ui/page-header';

/** `/dashboard`, 'Exclusive Properties': intro, 'Save this search', property alerts invite, filters, cards, and the review invitation when a review widget is configured. */
export function DashboardRoute() {
  const { chatInviteUrl, reviewWidgetUrl } = getConfig();
  const actions = useCardActions();
  return (
    <div className="container">
      <PageHeader
        title="Exclusive Properties"
        intro="Hand-picked, off-market investment opportunities, available only to our members. Save the ones you like and request the full details."
        actions={
          <>
            <SaveSearchButton />
            <a className={buttonClass({ variant: 'accent' })} href={chatInviteUrl} target="_blank" rel="noopener noreferrer">
              <MessageCircle size={18} aria-hidden="true" />
              Join Property Alerts
              <ExternalLink size={15} aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      <PropertyList actions={actions} />
      {reviewWidgetUrl && (
        <section className="review-block" aria-labelledby="review-title">
          <div>
            <div className="review-block__stars" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} size={18} fill="currentColor" />
              ))}
            </div>
            <h2 id="review-title">Share your experience</h2>
            <p>Invested with us? Your review helps other investors and helps us improve the service.</p>
          </div>
          <a className={buttonClass({ variant: 'accent' })} href={reviewWidgetUrl} target="_blank" rel="noopener noreferrer">
            Leave a review
            <ExternalLink size={15} aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </section>
      )}
    </div>
  );
}

/** The dashboard's start-up query (screens.ts). */
export { propertiesQuery } from '../../features/properties/api/list-properties';
