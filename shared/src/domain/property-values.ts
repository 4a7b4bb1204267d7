/**
 * The property lists the investor screens filter by, apart from the schemas (property.ts) so that the dashboard's
 * code does not bring zod with it.
 */

export const propertyStatuses = ['Available', 'Under Offer', 'Under Contract', 'Sold', 'Withdrawn'] as const;
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
/** The investor filter's list (the spec's order): the form's types but HMO, with Land last. */
export const filterPropertyTypes: readonly PropertyType[] = [...propertyTypes.filter((type) => type !== 'HMO' && type !== 'Land'), 'Land'];
export const propertyCategories = ['Residential', 'Commercial', 'Land'] as const;
export const tenancies = ['Tenanted', 'Fully Tenanted', 'Partially Tenanted', 'Vacant', 'Ready to Let'] as const;
export const conditions = ['New', 'Good', 'Needs Modernisation', 'Requires Renovation'] as const;
export const tenancyTypes = ['Assured Shorthold Tenancy', 'Lease'] as const;
export const councilTaxBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const tenureTypes = ['Leasehold', 'Freehold'] as const;
export const epcRatings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
/**
 * Why a building for sale needs no EPC rating in its listing: the exemptions of the Energy Performance of Buildings
 * (England and Wales) Regulations 2012 (regulation 5(1), regulation 8 for demolition, and regulation 2's 'building',
 * one that uses energy to condition its indoor climate). Land with no building needs none and is not asked.
 */
export const epcExemptions = [
  'Listed or officially protected building (an EPC would unacceptably alter its character)',
  'Place of worship',
  'Temporary building (in use for two years or less)',
  'Industrial site, workshop or non-residential agricultural building with low energy demand',
  'Residential building used less than four months a year',
  'Stand-alone building under 50 m²',
  'Non-dwelling with no heating or cooling (not a building that needs an EPC)',
  'To be demolished (the buyer is told and planning allows it)',
] as const;
export const comparableTypes = ['recently_sold', 'on_market', 'recently_let'] as const;

/**
 * Material information (NTSELAT, 'Material information in property listings (sales)', November 2023, withdrawn May
 * 2025: its Parts kept as the structure): the answers the form offers. Every Part B and Part C answer can be 'Not known', which the pre-publish checklist warns about.
 */
export const NOT_KNOWN = 'Not known';
export const priceQualifiers = ['Guide price', 'Fixed price', 'Offers in excess of', 'Offers in the region of', 'Offers over'] as const;
export const constructionTypes = ['Standard construction', 'Non-standard construction', NOT_KNOWN] as const;
export const electricitySupplies = ['Mains', 'Mains with solar panels', 'Off-grid', NOT_KNOWN] as const;
export const waterSupplies = ['Mains', 'Private supply', NOT_KNOWN] as const;
export const sewerageTypes = ['Mains', 'Septic tank', 'Cesspit', 'Sewage treatment plant', NOT_KNOWN] as const;
export const heatingTypes = [
  'Gas central heating',
  'Electric heating',
  'Oil central heating',
  'Heat pump',
  'LPG',
  'Communal heating',
  'None',
  NOT_KNOWN,
] as const;
export const broadbandTypes = ['Ultrafast (full fibre)', 'Superfast (fibre to the cabinet)', 'Standard (copper)', 'None', NOT_KNOWN] as const;
export const mobileSignals = ['Good', 'Variable', 'Poor', 'None', NOT_KNOWN] as const;
export const parkingTypes = ['Garage', 'Driveway', 'Allocated space', 'On-street', 'Permit parking', 'Communal car park', 'None', NOT_KNOWN] as const;
/** Part C: whether the matter affects the property ('Yes', with a note saying how). */
export const yesNoNotKnown = ['Yes', 'No', NOT_KNOWN] as const;
