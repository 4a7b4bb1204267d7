/**
 * The property lists the investor screens filter by, apart from the schemas (property.ts) so that the dashboard's
 * code does not bring zod with it.
 */

export const propertyStatuses = ['Available', 'Under Contract', 'Sold', 'Withdrawn'] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
/** Property types offered by the form (the investor filter offers the same list without HMO). */
export const propertyTypes = [
  'Flat',
  'Detached House',
  'Semi Detached',
  'Terrace',
  'Bungalow',
  'Commercial Space',
  'Land',
  'Block of Flats',
  'Mixed Commercial',
  'HMO',
] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const filterPropertyTypes = [
  'Flat',
  'Detached House',
  'Semi Detached',
  'Terrace',
  'Bungalow',
  'Commercial Space',
  'Block of Flats',
  'Mixed Commercial',
  'Land',
] as const;
export const propertyCategories = ['Residential', 'Commercial', 'Land'] as const;
export const tenancies = ['Tenanted', 'Fully Tenanted', 'Partially Tenanted', 'Vacant', 'Ready to Let'] as const;
export const conditions = ['New', 'Good', 'Needs Modernisation', 'Requires Renovation'] as const;
export const tenancyTypes = ['Assured Shorthold Tenancy', 'Lease'] as const;
export const councilTaxBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const tenureTypes = ['Leasehold', 'Freehold'] as const;
export const epcRatings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const comparableTypes = ['recently_sold', 'on_market', 'recently_let'] as const;
