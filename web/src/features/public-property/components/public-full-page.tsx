import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import type { DocumentParam } from '@shared/rules/property-documents';
import { monthlyRent } from '@shared/rules/monthly-rent';
import { formatPublicYield, publicYield } from '@shared/rules/public-rent';
import { Figures } from '../../../components/property/figures';
import { Gallery } from '../../../components/property/gallery';
import { PropertyHeader } from '../../../components/property/property-header';
import {
  ComplianceAndTenure,
  MaterialInformation,
  ConditionReport,
  LocationAndDemand,
  OpportunitySnapshot,
  RentalInformation,
  TextSection,
} from '../../../components/property/sections';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import { StatusBadge } from '../../../components/property/status-badge';
import type { PublicPropertyFull } from '@shared/views/public-property';
import { usePropertyPageMeta } from '../../../lib/page-meta';
import { publicPropertyQuery } from '../api/public-property';
import { PublicPropertyFallback } from './public-states';
import { RegisterActions } from './register-actions';
import '../../../components/property/property-detail.css';
import { paths } from '@shared/contract/paths';

/** /public-property-full/{id}: the full public details with the gallery, lightbox and the detail page's sections; `analysis` as on the member page. */
export function PublicFullPage({ id, analysis }: { id: string; analysis?: (property: PublicPropertyFull) => ReactNode }) {
  const query = useQuery({ ...publicPropertyQuery(id, 'full'), enabled: Boolean(id) });
  usePropertyPageMeta(query.data, paths.publicPropertyFull, query.data?.imageUrl);
  // The payload's document links are already signed (15 minutes).
  const openDocument = useCallback((_document: DocumentParam, signedUrl: string) => {
    window.open(signedUrl, '_blank', 'noopener,noreferrer');
  }, []);

  if (!id || !query.isSuccess) return <PublicPropertyFallback id={id} query={query} />;

  const property = query.data;
  const rent = monthlyRent(property);
  const shownYield = publicYield(property);
  return (
    <article className="container pd" aria-labelledby="pd-title">
      <PropertyHeader
        eyebrow={[property.propertyType, property.location].filter(Boolean).join(' · ')}
        title={property.title}
        headline={property.headline}
        price={property.price}
        badges={
          <>
            <StatusBadge status={property.status} reservedUntil={property.reservedUntil} />
          </>
        }
      />

      <Gallery title={property.title} imageUrl={property.imageUrl} photos={property.photos} />

      {/* Below the header and gallery: rendered after the first paint, so the page's largest image is not held up by one long task. */}
      <AfterFirstPaint>
        <div className="pd-layout">
          <div className="pd-main">
            <OpportunitySnapshot p={property} />
            <TextSection title="Summary" text={property.opportunitySummary} />
            <TextSection title="Property Brief" text={property.propertyBrief} />
            <ConditionReport p={property} />
            <RentalInformation p={property} />
            <ComplianceAndTenure p={property} openDocument={openDocument} />
            <MaterialInformation p={property} reader="public" />
            <LocationAndDemand p={property} />
            {analysis?.(property)}
          </div>
          <aside className="pd-aside" aria-label="Key figures and next steps">
            <Figures p={property} yieldLabel="Yield" yieldText={shownYield !== null ? formatPublicYield(shownYield) : 'Available on request'} rent={rent} />
            <div className="pd-card pd-cta">
              <h2 className="pd-card__title">Interested in this property?</h2>
              <p className="pd-text">Register to see documents, comparables and every off-market opportunity.</p>
              <RegisterActions propertyId={property.id} block />
            </div>
          </aside>
        </div>
      </AfterFirstPaint>
    </article>
  );
}
