import type { PropertyCard } from '@shared/domain/property';
import { formatPrice } from '@shared/rules/money';
import { loadFailedMessage, useProperties } from '../hooks/use-properties';

/** The properties as a plain list (the full property cards come with the investor dashboard). */
export function PropertyList() {
  const { data: properties, isPending, isError, error, refetch, isFetching } = useProperties();

  if (isPending) {
    return (
      <div className="state" role="status">
        <span className="spinner__ring" aria-hidden="true" />
        <p className="state__title">Loading properties...</p>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="state state--error" role="alert">
        <p className="state__title">{loadFailedMessage}</p>
        <p className="state__text">{error.message}</p>
        <button type="button" className="button button--secondary" onClick={() => refetch()} disabled={isFetching}>
          Try again
        </button>
      </div>
    );
  }
  if (properties.length === 0) {
    return (
      <div className="state">
        <p className="state__title">No properties found</p>
        <p className="state__text">Try adjusting your filters</p>
      </div>
    );
  }
  return (
    <ul className="property-list" aria-label="Properties">
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyListItem property={property} />
        </li>
      ))}
    </ul>
  );
}

const statusTone: Record<PropertyCard['status'], string> = {
  Available: 'success',
  'Under Contract': 'warning',
  Sold: 'danger',
  Withdrawn: 'danger',
};

function PropertyListItem({ property }: { property: PropertyCard }) {
  const titleId = `property-${property.id}-title`;
  const place = property.location ?? property.address ?? property.city;
  return (
    <article className="property-item" aria-labelledby={titleId}>
      <div className="property-item__main">
        <h2 className="property-item__title" id={titleId}>
          {property.title}
        </h2>
        {place && <p className="property-item__place">{place}</p>}
        <p className="property-item__meta">
          {property.propertyType}
          {property.bedrooms > 0 && ` · ${property.bedrooms} ${property.bedrooms === 1 ? 'bedroom' : 'bedrooms'}`}
        </p>
      </div>
      <div className="property-item__side">
        <p className="property-item__price">{formatPrice(property.price)}</p>
        <span className={`badge badge--${statusTone[property.status]}`}>{property.status}</span>
      </div>
    </article>
  );
}
