import { z } from 'zod';
import { id, isoDateTime, longText, money, shortText, url, version } from './common';

export const propertyStatuses = ['Available', 'Under Contract', 'Sold', 'Withdrawn'] as const;
/** Property types offered by the form (the investor filter offers the same list without HMO). */
export const propertyTypes = ['Flat', 'Detached House', 'Semi Detached', 'Terrace', 'Bungalow', 'Commercial Space', 'Land', 'Block of Flats', 'Mixed Commercial', 'HMO'] as const;
export const filterPropertyTypes = ['Flat', 'Detached House', 'Semi Detached', 'Terrace', 'Bungalow', 'Commercial Space', 'Block of Flats', 'Mixed Commercial', 'Land'] as const;
export const multiUnitTypes = ['Block of Flats', 'Mixed Commercial'] as const;
export const propertyCategories = ['Residential', 'Commercial', 'Land'] as const;
export const tenancies = ['Tenanted', 'Fully Tenanted', 'Partially Tenanted', 'Vacant', 'Ready to Let'] as const;
export const conditions = ['New', 'Good', 'Needs Modernisation', 'Requires Renovation'] as const;
export const tenancyTypes = ['Assured Shorthold Tenancy', 'Lease'] as const;
export const councilTaxBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const tenureTypes = ['Leasehold', 'Freehold'] as const;
export const epcRatings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const comparableTypes = ['recently_sold', 'on_market', 'recently_let'] as const;

export const rentalUnitSchema = z.object({ unitName: shortText, rental: money });
export const epcUnitSchema = z.object({ unitName: shortText, rating: z.enum(epcRatings), documentUrl: url.nullable() });
export const comparableSchema = z.object({
  id,
  imageUrl: url.nullable(),
  link: url.nullable(),
  type: z.enum(comparableTypes),
  title: shortText,
  price: money.nullable(),
  rental: money.nullable(),
  postcode: shortText.nullable(),
  address: shortText.nullable(),
});

const text = shortText.nullable();
const doc = url.nullable();

/** Everything an admin edits; the app's camelCase shape (storage is snake_case, see case.ts). */
export const propertyInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  headline: text,
  description: longText.nullable(),
  price: money,
  location: text,
  address: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  postcode: z.string().trim().max(10).nullable(),
  county: text,
  bedrooms: z.number().int().min(0).max(500),
  bathrooms: z.number().int().min(0).max(500).nullable(),
  sqft: z.number().min(0).max(10_000_000).nullable(),
  /** Image keys (or absolute URLs); variants live under `{key}/{preset}.jpg`. The first is the main image. */
  imageUrl: url.nullable(),
  photos: z.array(url).max(50),
  floorplanUrl: doc,
  featured: z.boolean(),
  type: z.enum(propertyCategories).nullable(),
  propertyType: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  yearBuilt: z.number().int().min(1000).max(2100).nullable(),
  amenities: z.array(shortText).max(100),
  googleMapsLink: z.string().max(5_000).nullable(),
  /** Calculated from current rent and price (read-only in the form). */
  yield: z.number().min(0).max(1_000).nullable(),
  potentialYield: z.number().min(0).max(1_000).nullable(),
  tenancy: z.enum(tenancies).nullable(),
  tenancyType: z.enum(tenancyTypes).nullable(),
  condition: z.enum(conditions).nullable(),
  conditionExternal: longText.nullable(),
  conditionInternal: longText.nullable(),
  conditionShower: longText.nullable(),
  conditionKitchen: longText.nullable(),
  conditionTenants: longText.nullable(),
  opportunitySummary: longText.nullable(),
  propertyBrief: longText.nullable(),
  currentRent: money.nullable(),
  achievableMarketRent: money.nullable(),
  /** Free text, labelled Rental Review. */
  marketRentPotential: longText.nullable(),
  returnOnCapitalInvestment: z.number().min(0).max(100).nullable(),
  epcRating: z.enum(epcRatings).nullable(),
  /** Stored as entered: '0' and '00' mean no band and are hidden. */
  councilTaxBand: z.string().trim().max(2).nullable(),
  councilTaxLink: url.nullable(),
  groundRent: money.nullable(),
  serviceCharge: money.nullable(),
  tenureType: z.enum(tenureTypes),
  freeholdTitle: text,
  leaseRemaining: z.number().min(0).max(999).nullable(),
  epcDocument: doc,
  eicrDocument: doc,
  gasSafetyDocument: doc,
  tenancyAgreementDocument: doc,
  leaseDocuments: doc,
  serviceChargeAccountsDocument: doc,
  roiDocument: doc,
  locationSummary: longText.nullable(),
  /** An area insight's url_slug, or null. */
  areaInsightsLink: text,
  rentalUnits: z.array(rentalUnitSchema).max(200),
  epcUnits: z.array(epcUnitSchema).max(200),
  comparables: z.array(comparableSchema).max(50),
  isPublished: z.boolean().default(false),
  areaInsightId: id.nullable(),
});

export const propertySchema = propertyInputSchema.extend({
  id,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version,
});

/** The record fields a property card shows or the dashboard filters on. */
export const propertyCardFields = [
  'id', 'title', 'price', 'location', 'address', 'postcode', 'city', 'bedrooms', 'featured', 'propertyType', 'status',
  'yield', 'currentRent', 'achievableMarketRent', 'areaInsightId', 'createdAt',
] as const satisfies readonly (keyof Property)[];

/**
 * A property card: what the investor list returns, not the full record. `photos` has the main image first;
 * `summary` is the spec's summary text, cut to what three lines can show (the full texts stay searchable
 * through the search index route).
 */
export const propertyCardSchema = propertySchema
  .pick(Object.fromEntries(propertyCardFields.map((f) => [f, true])) as { [K in (typeof propertyCardFields)[number]]: true })
  .extend({ photos: z.array(url).max(51), summary: z.string() });

export type PropertyStatus = (typeof propertyStatuses)[number];
export type PropertyType = (typeof propertyTypes)[number];
export type PropertyInput = z.infer<typeof propertyInputSchema>;
export type Property = z.infer<typeof propertySchema>;
export type PropertyCard = z.infer<typeof propertyCardSchema>;
export type RentalUnit = z.infer<typeof rentalUnitSchema>;
export type EpcUnit = z.infer<typeof epcUnitSchema>;
export type Comparable = z.infer<typeof comparableSchema>;
