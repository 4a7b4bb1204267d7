import { monthlyRent, type MonthlyRentFields } from './monthly-rent';

/**
 * What a listing and a buyer's profile say about a deal analysis, apart from the calculators (deal-analysis.ts), so
 * a listing's page reads it without downloading them.
 */

/** What a listing and a profile can say about a deal; everything else starts at deal-analysis.ts's defaults. */
export interface DealPrefill {
  price?: number | null;
  monthlyRent?: number | null;
  groundRent?: number | null;
  serviceCharge?: number | null;
  company?: boolean;
  /** The listing's type, which chooses the stamp duty rates (rules/sdlt.ts). */
  propertyType?: string | null;
  /** How many rental units the listing lists: a block's dwellings. */
  rentalUnitCount?: number | null;
}

/** The listing's fields the prefill reads, as the stored record and the investor's view both carry them. */
export interface PrefilledListing extends MonthlyRentFields {
  price?: number | null;
  groundRent?: number | null;
  serviceCharge?: number | null;
  propertyType?: string | null;
}

/** The listing's figures the calculator starts from: its price, the one monthly rent (monthly-rent.ts), its charges, type and units. */
export const listingDealPrefill = (listing: PrefilledListing): Omit<DealPrefill, 'company'> => ({
  price: listing.price,
  monthlyRent: monthlyRent(listing)?.pcm ?? null,
  groundRent: listing.groundRent,
  serviceCharge: listing.serviceCharge,
  propertyType: listing.propertyType,
  rentalUnitCount: listing.rentalUnits?.length ?? null,
});

/** A buyer whose profile says they buy through a limited company starts on the company rates and ICR. */
export const buysAsCompany = (profile: { purchaseStructure?: string | null } | null | undefined): boolean => profile?.purchaseStructure === 'limited-company';
