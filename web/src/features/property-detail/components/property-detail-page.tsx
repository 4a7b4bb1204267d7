import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import type { DocumentParam } from '@shared/rules/property-documents';
import { monthlyRent } from '@shared/rules/monthly-rent';
import { isWholeRecord, type InvestorProperty } from '@shared/views/investor-property';
import type { Property } from '@shared/domain/property';
import { yieldDisplay, yieldValue } from '@shared/rules/yield';
import { Figures } from '../../../components/property/figures';
import { Gallery } from '../../../components/property/gallery';
import { PropertyHeader } from '../../../components/property/property-header';
import { DraftBadge, StatusBadge } from '../../../components/property/status-badge';
import { ReducedBadge } from '../../../components/property/reduced-badge';
import { FAILED_TO_LOAD, PropertyLoading, PropertyUnavailable, RetryButton } from '../../../components/property/property-states';
import {
  Amenities,
  AvailableDocuments,
  ComplianceAndTenure,
  MaterialInformation,
  ConditionReport,
  LocationAndDemand,
  OpportunitySnapshot,
  RentalInformation,
  SimilarProperties,
  TextSection,
} from '../../../components/property/sections';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { openSignedLink } from '../../../lib/open-signed-link';
import { usePropertyPageMeta } from '../../../lib/page-meta';
import { useAuth } from '../../../lib/session/use-auth';
import { documentLink, propertyQuery } from '../api/property';
import { AdminActions } from './admin-actions';
import { DealPackButton } from './deal-pack-button';
import '../../../components/property/property-detail.css';
import { paths } from '@shared/contract/paths';

export const PROPERTY_NOT_FOUND = 'Property not found';

/** Admins only: its own chunk, so investors never download it. */
const PropertyDocumentAccess = lazy(() =>
  import('../../../components/document-access/property-document-access').then((m) => ({ default: m.PropertyDocumentAccess })),
);

/**
 * /property/{id}: everything about one property for signed-in members; Share, Edit and Delete for admins. `analysis`
 * renders the Deal analysis section from another feature (composed by the route).
 */
export function PropertyDetailPage({
  id,
  analysis,
  nextStep,
}: {
  id: string;
  analysis?: (property: Property | InvestorProperty) => ReactNode;
  /** The investor's next step on the listing (reserving it), first in the main column: the side column stays in view as it is. */
  nextStep?: (property: Property | InvestorProperty) => ReactNode;
}) {
  const query = useQuery(propertyQuery(id));
  const auth = useAuth();
  const navigate = useNavigate();
  const isAdmin = auth.status === 'signedIn' && auth.profile.role === 'admin';
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const p = query.data;

  usePropertyPageMeta(p, paths.propertyDetail, p?.imageUrl);

  useEffect(() => {
    if (!notFound) return;
    toast.error(PROPERTY_NOT_FOUND, { id: 'property-not-found' });
    const timer = window.setTimeout(() => navigate(paths.dashboard(), { replace: true }), 2500);
    return () => window.clearTimeout(timer);
  }, [notFound, navigate]);

  const openDocument = useCallback((document: DocumentParam) => openSignedLink(() => documentLink(id, document), 'Failed to open the document'), [id]);

  if (query.isPending) return <PropertyLoading />;
  if (notFound) {
    return (
      <PropertyUnavailable title={PROPERTY_NOT_FOUND} text="It may have been removed or is not available to you. Taking you back to the properties...">
        <Link to={paths.dashboard()} className={buttonClass({ variant: 'primary' })}>
          Back to Dashboard
        </Link>
      </PropertyUnavailable>
    );
  }
  if (query.isError) {
    return (
      <PropertyUnavailable failed title={FAILED_TO_LOAD} text={query.error.message}>
        <RetryButton retry={() => query.refetch()} retrying={query.isFetching} />
      </PropertyUnavailable>
    );
  }

  const shownYield = yieldDisplay(p!);
  const property = p!;
  return (
    <article className="container pd" aria-labelledby="pd-title">
      <div className="pd-topline">
        <Link to={paths.dashboard()} className="pd-back">
          <ArrowLeft size={18} aria-hidden="true" />
          Back to Properties
        </Link>
        {isAdmin && isWholeRecord(property) && <AdminActions property={property} />}
      </div>
      <PropertyHeader
        eyebrow={[property.propertyType, property.location ?? property.city].filter(Boolean).join(' · ')}
        title={property.title}
        headline={property.headline}
        price={property.price}
        badges={
          <>
            <StatusBadge status={property.status} reservedUntil={'reservedUntil' in property ? property.reservedUntil : undefined} />
            <ReducedBadge price={property.price} history={property.priceHistory} />
            {property.featured && <Badge tone="accent">Featured</Badge>}
            {isAdmin && isWholeRecord(property) && <DraftBadge isPublished={property.isPublished} />}
          </>
        }
      />

      <Gallery title={property.title} imageUrl={property.imageUrl} photos={property.photos} />

      <div className="pd-layout">
        <div className="pd-main">
          {nextStep?.(property)}
          <OpportunitySnapshot p={property} />
          <TextSection title="Summary" text={property.opportunitySummary ?? property.description} />
          <TextSection title="Property Brief" text={property.propertyBrief} />
          <ConditionReport p={property} />
          <RentalInformation p={property} />
          <ComplianceAndTenure p={property} openDocument={openDocument} />
          <MaterialInformation p={property} />
          <AvailableDocuments p={property} openDocument={openDocument} />
          <Amenities amenities={property.amenities} />
          <LocationAndDemand p={property} />
          <SimilarProperties comparables={property.comparables} />
          {analysis?.(property)}
          {isAdmin && (
            <Suspense fallback={null}>
              <PropertyDocumentAccess propertyId={property.id} />
            </Suspense>
          )}
        </div>
        <aside className="pd-aside" aria-label="Key figures and next steps">
          <Figures p={property} yieldLabel={shownYield.label} yieldText={yieldValue(shownYield)} rent={monthlyRent(property)} />
          <DealPackButton propertyId={property.id} />
          <div className="pd-card pd-cta">
            <h2 className="pd-card__title">Ready to invest?</h2>
            <p className="pd-text">Guides, calculators and answers for investors, in one place.</p>
            <Link className={buttonClass({ variant: 'primary', block: true })} to={paths.investorResources()}>
              <BookOpen size={18} aria-hidden="true" />
              Investor Resources
            </Link>
          </div>
        </aside>
      </div>
    </article>
  );
}
