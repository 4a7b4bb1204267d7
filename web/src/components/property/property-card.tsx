import { Camera, Heart, MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { PropertyCard as PropertyCardData } from '@shared/domain/property';
import type { ReservedFlag } from '@shared/views/reservation';
import { photoUrl } from '@shared/rules/images';
import { formatPrice } from '@shared/rules/money';
import { describeRent, monthlyRent } from '@shared/rules/monthly-rent';
import { yieldDisplay, yieldValue } from '@shared/rules/yield';
import { getConfig } from '../../lib/config';
import { useAuth } from '../../lib/session/use-auth';
import { buttonClass } from '../ui/button';
import { addedOnLine, bedroomsText } from './format';
import { LazyImage } from './lazy-image';
import { DraftBadge, StatusBadge } from './status-badge';
import { ReducedBadge } from './reduced-badge';
import './property-card.css';
import { paths } from '@shared/contract/paths';

/** What a card can do with favourites and detail requests (supplied by the page that shows the card). */
export interface PropertyCardActions {
  isFavourite: (propertyId: string) => boolean;
  isRequested: (propertyId: string) => boolean;
  toggleFavourite: (property: PropertyCardData) => void;
  toggleRequest: (property: PropertyCardData) => void;
}

interface PropertyCardProps {
  property: PropertyCardData & ReservedFlag;
  actions: PropertyCardActions;
  /** Load the main image at once (cards on the first screen). */
  eagerImage?: boolean;
}

/** The property card of spec section 2 (with the real created date and the configured agency name). */
export const PropertyCard = memo(function PropertyCard({ property, actions, eagerImage = false }: PropertyCardProps) {
  const { imageBaseUrl, agencyName } = getConfig();
  const { photos } = property;
  const card = (key: string | undefined) => (key ? photoUrl(imageBaseUrl, key, 'card') : null);
  const thumb = (key: string | undefined) => (key ? photoUrl(imageBaseUrl, key, 'thumbnail') : null);
  const more = photos.length > 3 ? photos.length - 3 : 0;
  const favourite = actions.isFavourite(property.id);
  const requested = actions.isRequested(property.id);
  const shownYield = yieldDisplay(property);
  const rent = property.rent ? describeRent(property.rent.source, property.rent.pcm) : monthlyRent(property);
  const place = property.address ?? property.location;
  const beds = bedroomsText(property.bedrooms);
  const titleId = `property-${property.id}-title`;
  const favouriteLabel = favourite ? 'Remove from favorites' : 'Add to favorites';
  const auth = useAuth();
  const isAdmin = auth.status === 'signedIn' && auth.profile.role === 'admin';

  return (
    <article className={`property-card${property.featured ? ' property-card--featured' : ''}`} aria-labelledby={titleId}>
      <div className="property-card__media">
        <div className={`property-card__gallery property-card__gallery--${Math.min(photos.length, 3)}`}>
          <div className="property-card__main-photo">
            <LazyImage src={card(photos[0])} alt={property.title} eager={eagerImage} />
            {property.featured && <span className="property-card__featured">FEATURED PROPERTY</span>}
            {photos.length > 3 && (
              <span className="property-card__count" role="img" aria-label={`${photos.length} photos`}>
                <Camera size={14} aria-hidden="true" />
                {photos.length}
              </span>
            )}
            <button
              type="button"
              className={`property-card__heart property-card__heart--overlay${favourite ? ' is-active' : ''}`}
              aria-label={favouriteLabel}
              aria-pressed={favourite}
              onClick={() => actions.toggleFavourite(property)}
            >
              <Heart size={18} aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
            </button>
          </div>
          {photos.slice(1, 3).map((photo, i) => (
            <div className="property-card__side-photo" key={photo}>
              <LazyImage src={card(photo)} alt={`${property.title}, photo ${i + 2}`} />
              {i === 1 && more > 0 && (
                <span className="property-card__more" role="img" aria-label={`${more} more photos`}>
                  +{more}
                </span>
              )}
            </div>
          ))}
        </div>
        {photos.length > 3 && (
          <div className="property-card__strip" role="group" aria-label="More photos">
            {photos.slice(3).map((photo, i) => (
              <div className="property-card__strip-photo" key={photo}>
                <LazyImage src={thumb(photo)} alt={`${property.title}, photo ${i + 4}`} />
              </div>
            ))}
          </div>
        )}
      </div>

      <div className="property-card__body">
        <div className="property-card__topline">
          <p className="property-card__price">{formatPrice(property.price)}</p>
          <span className="property-card__badges">
            {isAdmin && <DraftBadge isPublished={property.isPublished} />}
            <StatusBadge status={property.status} reservedUntil={property.reservedUntil} />
            <ReducedBadge price={property.price} history={property.reducedFrom ? [property.reducedFrom] : undefined} />
          </span>
        </div>
        <h2 className="property-card__title" id={titleId}>
          {property.title}
        </h2>
        {place && (
          <p className="property-card__place">
            <MapPin size={15} aria-hidden="true" />
            <span>{place}</span>
          </p>
        )}
        <p className="property-card__meta">
          {property.propertyType}
          {beds && ` · ${beds}`}
        </p>
        <p className="property-card__summary">{property.summary}</p>
        <dl className="property-card__figures">
          <div className="property-card__figure">
            <dt>{shownYield.label}</dt>
            <dd>{yieldValue(shownYield)}</dd>
          </div>
          {rent && (
            <div className="property-card__figure">
              <dt>{rent.label}</dt>
              <dd>{rent.text}</dd>
            </div>
          )}
        </dl>
        <p className="property-card__added">{addedOnLine(property.createdAt, agencyName)}</p>
        <div className="property-card__actions">
          <button
            type="button"
            className={`button ${requested ? 'button--requested' : 'button--primary'} property-card__request`}
            aria-pressed={requested}
            aria-describedby={titleId}
            onClick={() => actions.toggleRequest(property)}
          >
            {requested ? 'Details Requested' : 'Request Details'}
          </button>
          <button
            type="button"
            className={`button button--secondary property-card__heart${favourite ? ' is-active' : ''}`}
            aria-label={favouriteLabel}
            aria-pressed={favourite}
            onClick={() => actions.toggleFavourite(property)}
          >
            <Heart size={18} aria-hidden="true" fill={favourite ? 'currentColor' : 'none'} />
          </button>
          <Link
            className={buttonClass({ variant: 'secondary', className: 'property-card__view' })}
            aria-describedby={titleId}
            to={paths.propertyDetail(property.id)}
          >
            View Details
          </Link>
        </div>
      </div>
    </article>
  );
});
