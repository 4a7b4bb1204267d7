import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { photoUrl } from '@shared/images';
import type { DocumentParam } from '@shared/property-documents';
import { formatPrice } from '@shared/rules/money';
import { formatPublicYield, publicRent, publicYield } from '@shared/rules/public-rent';
import { getConfig } from '../../../lib/config';
import { Figures } from '../../../components/property/figures';
import { Gallery } from '../../../components/property/gallery';
import {
  ComplianceAndTenure,
  ConditionReport,
  LocationAndDemand,
  OpportunitySnapshot,
  RentalInformation,
  TextSection,
} from '../../../components/property/sections';
import { useListingMeta } from '../../../lib/page-meta';
import { publicPropertyQuery } from '../api/public-property';
import { PROPERTY_ID_NOT_PROVIDED, PublicError, PublicLoading, PublicNotFound } from './public-states';
import '../../../components/property/property-detail.css';

/** /public-property-full/{id}: the full public details with the gallery, lightbox and the detail page's sections. */
export function PublicFullPage({ id }: { id: string }) {
  const query = useQuery({ ...publicPropertyQuery(id, 'full'), enabled: Boolean(id) });
  const { brand, imageBaseUrl } = getConfig();
  const p = query.data;
  useListingMeta(
    p && {
      id: p.id,
      title: p.title,
      price: p.price,
      headline: p.headline,
      address: p.address,
      image: p.imageUrl ? photoUrl(imageBaseUrl, p.imageUrl, 'detail') : null,
      url: `${window.location.origin}/public-property-full/${encodeURIComponent(p.id)}`,
    },
    brand,
  );
  // The payload's document links are already signed (15 minutes).
  const openDocument = useCallback((_document: DocumentParam, signedUrl: string) => {
    window.open(signedUrl, '_blank', 'noopener,noreferrer');
  }, []);

  if (!id) return <PublicNotFound message={PROPERTY_ID_NOT_PROVIDED} />;
  if (query.isPending) return <PublicLoading />;
  if (query.isError) return <PublicError error={query.error} retry={() => query.refetch()} retrying={query.isFetching} />;

  const property = query.data;
  const rent = publicRent(property);
  const shownYield = publicYield(property);
  return (
    <article className="container pd" aria-labelledby="pd-title">
      <header className="pd-header">
        <div className="pd-header__text">
          <p className="pd-eyebrow">{[property.propertyType, property.location].filter(Boolean).join(' · ')}</p>
          <h1 id="pd-title" className="pd-title">
            {property.title}
          </h1>
          {property.headline && <p className="pd-headline">{property.headline}</p>}
        </div>
        <div className="pd-header__price">
          <p className="pd-price">{formatPrice(property.price)}</p>
          <div className="pd-badges-row">
            <span className="badge pd-badge--neutral">{property.status}</span>
          </div>
        </div>
      </header>

      <Gallery title={property.title} imageUrl={property.imageUrl} photos={property.photos} />

      <div className="pd-layout">
        <div className="pd-main">
          <OpportunitySnapshot p={property} />
          <TextSection title="Summary" text={property.opportunitySummary} />
          <TextSection title="Property Brief" text={property.propertyBrief} />
          <ConditionReport p={property} />
          <RentalInformation p={property} />
          <ComplianceAndTenure p={property} openDocument={openDocument} />
          <LocationAndDemand p={property} />
        </div>
        <aside className="pd-aside" aria-label="Key figures and next steps">
          <Figures p={property} yieldLabel="Yield" yieldText={shownYield !== null ? formatPublicYield(shownYield) : 'Available on request'} rentPcm={rent} />
          <div className="pd-card pd-cta">
            <h2 className="pd-card__title">Interested in this property?</h2>
            <p className="pd-text">Register to see documents, comparables and every off-market opportunity.</p>
            <div className="pp-actions">
              <Link to="/" className="button button--primary button--block">
                Register Now
              </Link>
              <Link to="/" className="button button--secondary button--block">
                View All Properties
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </article>
  );
}
