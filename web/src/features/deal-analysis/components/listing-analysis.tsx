import { lazy, Suspense } from 'react';
import { listingDealPrefill, type PrefilledListing } from '@shared/rules/deal-prefill';

/** The listing's own chunk loads the calculators only when the section is shown. */
const DealAnalysisSection = lazy(() => import('./deal-analysis-section').then((m) => ({ default: m.DealAnalysisSection })));

export interface AnalysedListing extends PrefilledListing {
  id: string;
}

/** The Deal analysis section of a listing, prefilled from it (the rent by the one monthly-rent rule). */
export function ListingAnalysis({ listing, canSave }: { listing: AnalysedListing; canSave: boolean }) {
  return (
    <Suspense fallback={<p role="status">Loading the deal analysis...</p>}>
      <DealAnalysisSection propertyId={listing.id} canSave={canSave} prefill={listingDealPrefill(listing)} />
    </Suspense>
  );
}
