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
