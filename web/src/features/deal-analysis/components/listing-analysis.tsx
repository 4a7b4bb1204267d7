import { lazy, Suspense } from 'react';
import { monthlyRent, type MonthlyRentFields } from '@shared/rules/monthly-rent';

/** The listing's own chunk loads the calculators only when the section is shown. */
const DealAnalysisSection = lazy(() => import('./deal-analysis-section').then((m) => ({ default: m.DealAnalysisSection })));

export interface AnalysedListing extends MonthlyRentFields {
  id: string;
  price?: number | null;
  groundRent?: number | null;
  serviceCharge?: number | null;
  propertyType?: string | null;
}

/** The Deal analysis section of a listing, prefilled from it (the rent by the one monthly-rent rule). */
export function ListingAnalysis({ listing, canSave }: { listing: AnalysedListing; canSave: boolean }) {
  return (
    <Suspense fallback={<p role="status">Loading the deal analysis...</p>}>
      <DealAnalysisSection
        propertyId={listing.id}
        canSave={canSave}
        prefill={{
          price: listing.price,
          monthlyRent: monthlyRent(listing)?.pcm ?? null,
          groundRent: listing.groundRent,
          serviceCharge: listing.serviceCharge,
          propertyType: listing.propertyType,
          rentalUnitCount: listing.rentalUnits?.length ?? null,
        }}
      />
    </Suspense>
  );
}
