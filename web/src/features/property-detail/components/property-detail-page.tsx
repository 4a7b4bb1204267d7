import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { Property } from '@shared/domain/property';
import { photoUrl } from '@shared/images';
import type { DocumentParam } from '@shared/property-documents';
import { formatPrice } from '@shared/rules/money';
import { yieldDisplay, yieldValue } from '@shared/rules/yield';
import { ApiError } from '../../../lib/api';
import { getConfig } from '../../../lib/config';
import { useAuth } from '../../auth/hooks/use-auth';
import { documentLink, propertyQuery } from '../api/property';
import { useListingMeta } from '../../../lib/page-meta';
import { AdminActions } from './admin-actions';
import { Figures } from '../../../components/property/figures';
import { Gallery } from '../../../components/property/gallery';
import {
  Amenities,
  AvailableDocuments,
  ComplianceAndTenure,
  ConditionReport,
  LocationAndDemand,
  OpportunitySnapshot,
  RentalInformation,
  SimilarProperties,
  TextSection,
} from '../../../components/property/sections';
import '../../../components/property/property-detail.css';

export const PROPERTY_NOT_FOUND = 'Property not found';
const statusTone = (status: Property['status']) => (status === 'Available' ? 'success' : status === 'Under Contract' ? 'warning' : 'danger');

/** /property/{id}: everything about one property for signed-in members; Share, Edit and Delete for admins. */
export function PropertyDetailPage({ id }: { id: string }) {
  const query = useQuery(propertyQuery(id));
  const auth = useAuth();
  const navigate = useNavigate();
  const isAdmin = auth.status === 'signedIn' && auth.profile.role === 'admin';
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const { brand, imageBaseUrl } = getConfig();
  const p = query.data;

  useListingMeta(
    p && {
      id: p.id,
      title: p.title,
      price: p.price,
      headline: p.headline,
      description: p.description,
      address: p.address,
      image: p.imageUrl ? photoUrl(imageBaseUrl, p.imageUrl, 'detail') : null,
      url: `${window.location.origin}/property/${encodeURIComponent(p.id)}`,
    },
    brand,
  );

  useEffect(() => {
    if (!notFound) return;
    toast.error(PROPERTY_NOT_FOUND, { id: 'property-not-found' });
    const timer = window.setTimeout(() => navigate('/dashboard', { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [notFound, navigate]);

  const openDocument = useCallback(
    (document: DocumentParam) => {
      // Opened at once (still inside the click, so no popup blocker), then pointed at the signed link.
      const tab = window.open('about:blank', '_blank');
      documentLink(id, document).then(
        (url) => {
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else window.location.assign(url);
        },
        () => {
          tab?.close();
          toast.error('Failed to open the document');
        },
      );
    },
    [id],
  );

  if (query.isPending) {
    return (
      <div className="container">
        <div className="state" role="status">
          <span className="spinner__ring" aria-hidden="true" />
          <p className="state__title">Loading property...</p>
        </div>
      </div>
    );
  }
  if (notFound) {
    return (
      <div className="container">
        <div className="state" role="alert">
          <h1 className="state__title">{PROPERTY_NOT_FOUND}</h1>
          <p className="state__text">It may have been removed or is not available to you. Taking you back to the properties...</p>
          <Link to="/dashboard" className="button button--primary">
            Back to Dashboard
          </Link>
        </div>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container">
        <div className="state state--error" role="alert">
          <h1 className="state__title">Failed to load property</h1>
          <p className="state__text">{query.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
            Try again
          </button>
        </div>
      </div>
    );
  }

  const shownYield = yieldDisplay(p!);
  const property = p!;
  return (
    <article className="container pd" aria-labelledby="pd-title">
      <div className="pd-topline">
        <Link to="/dashboard" className="pd-back">
          <ArrowLeft size={18} aria-hidden="true" />
          Back to Properties
        </Link>
        {isAdmin && <AdminActions property={property} />}
      </div>
      <header className="pd-header">
        <div className="pd-header__text">
          <p className="pd-eyebrow">{[property.propertyType, property.location ?? property.city].filter(Boolean).join(' · ')}</p>
          <h1 id="pd-title" className="pd-title">
            {property.title}
          </h1>
          {property.headline && <p className="pd-headline">{property.headline}</p>}
        </div>
        <div className="pd-header__price">
          <p className="pd-price">{formatPrice(property.price)}</p>
          <div className="pd-badges-row">
            <span className={`badge badge--${statusTone(property.status)}`}>{property.status}</span>
            {property.featured && <span className="badge pd-badge--accent">Featured</span>}
            {isAdmin && !property.isPublished && <span className="badge pd-badge--neutral">Draft</span>}
          </div>
        </div>
      </header>

      <Gallery title={property.title} imageUrl={property.imageUrl} photos={property.photos} />

      <div className="pd-layout">
        <div className="pd-main">
          <OpportunitySnapshot p={property} />
          <TextSection title="Summary" text={property.opportunitySummary ?? property.description} />
          <TextSection title="Property Brief" text={property.propertyBrief} />
          <ConditionReport p={property} />
          <RentalInformation p={property} />
          <ComplianceAndTenure p={property} openDocument={openDocument} />
          <AvailableDocuments p={property} openDocument={openDocument} />
          <Amenities amenities={property.amenities} />
          <LocationAndDemand p={property} />
          <SimilarProperties comparables={property.comparables} />
        </div>
        <aside className="pd-aside" aria-label="Key figures and next steps">
          <Figures
            p={property}
            yieldLabel={shownYield.label}
            yieldText={yieldValue(shownYield)}
            rentPcm={property.currentRent || (property.rentalUnits.length ? property.rentalUnits.reduce((s, u) => s + u.rental, 0) : null)}
          />
          <div className="pd-card pd-cta">
            <h2 className="pd-card__title">Ready to invest?</h2>
            <p className="pd-text">Guides, calculators and answers for investors, in one place.</p>
            <Link className="button button--primary button--block" to="/investor-resources">
              <BookOpen size={18} aria-hidden="true" />
              Investor Resources
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
