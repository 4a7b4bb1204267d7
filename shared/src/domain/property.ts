import * as z from '../core/zod';
import { id, isoDateTime, longText, money, oneLine, shortText, version } from './common';
import { priceChangeSchema } from './alert';
import { httpsUrl, storageKeyPrefixes, storedFileOrHttpsUrl } from '../core/fields';
import { propertyStatuses, propertyTypes } from './property-values';

/** Where a monthly rent can come from (rules/monthly-rent.ts picks one). */
export const rentSources = ['current', 'units', 'achievable', 'rentalReview'] as const;
export type RentSource = (typeof rentSources)[number];
/** The sources a property card cannot see: it stores the rent the rule took from them (see propertyCardSchema). */
export const recordOnlyRentSources = ['units', 'rentalReview'] as const satisfies readonly RentSource[];

export { filterPropertyTypes, propertyStatuses, propertyTypes, type PropertyStatus, type PropertyType } from './property-values';
export { multiUnitTypes } from './multi-unit-types';
export const propertyCategories = ['Residential', 'Commercial', 'Land'] as const;
export const tenancies = ['Tenanted', 'Fully Tenanted', 'Partially Tenanted', 'Vacant', 'Ready to Let'] as const;
export const conditions = ['New', 'Good', 'Needs Modernisation', 'Requires Renovation'] as const;
export const tenancyTypes = ['Assured Shorthold Tenancy', 'Lease'] as const;
export const councilTaxBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export const tenureTypes = ['Leasehold', 'Freehold'] as const;
export const epcRatings = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const comparableTypes = ['recently_sold', 'on_market', 'recently_let'] as const;

/** A photo: a key under property-images/ (variants under `{key}/{preset}.jpg`) or an https:// image (fields.ts). */
const image = storedFileOrHttpsUrl(storageKeyPrefixes.propertyImages);
/** A document: a key in the private documents bucket, or an https:// link. */
const document = storedFileOrHttpsUrl(storageKeyPrefixes.propertyDocuments);

export const rentalUnitSchema = z.object({ unitName: shortText, rental: money });
export const epcUnitSchema = z.object({ unitName: shortText, rating: z.enum(epcRatings), documentUrl: z.nullable(document) });
export const comparableSchema = z.object({
  id,
  imageUrl: z.nullable(image),
  link: z.nullable(httpsUrl),
  type: z.enum(comparableTypes),
  title: shortText,
  price: z.nullable(money),
  rental: z.nullable(money),
  postcode: z.nullable(shortText),
  address: z.nullable(shortText),
});

const text = z.nullable(shortText);
const doc = z.nullable(document);

/** Everything an admin edits; the app's camelCase shape (storage is snake_case, see case.ts). */
export const propertyInputSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200), oneLine()),
  headline: text,
  description: z.nullable(longText),
  price: money,
  location: text,
  address: text,
  addressLine1: text,
  addressLine2: text,
  city: text,
  postcode: z.nullable(z.string().check(z.trim(), z.maxLength(10), oneLine())),
  county: text,
  bedrooms: z.int().check(z.gte(0), z.lte(500)),
  bathrooms: z.nullable(z.int().check(z.gte(0), z.lte(500))),
  sqft: z.nullable(z.number().check(z.gte(0), z.lte(10_000_000))),
  /** Image keys (or absolute URLs); variants live under `{key}/{preset}.jpg`. The first is the main image. */
  imageUrl: z.nullable(image),
  photos: z.array(image).check(z.maxLength(50)),
  floorplanUrl: doc,
  featured: z.boolean(),
  type: z.nullable(z.enum(propertyCategories)),
  propertyType: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  yearBuilt: z.nullable(z.int().check(z.gte(1000), z.lte(2100))),
  amenities: z.array(shortText).check(z.maxLength(100)),
  googleMapsLink: z.nullable(z.string().check(z.maxLength(5_000))),
  /** Calculated from current rent and price (read-only in the form). */
  yield: z.nullable(z.number().check(z.gte(0), z.lte(1_000))),
  potentialYield: z.nullable(z.number().check(z.gte(0), z.lte(1_000))),
  tenancy: z.nullable(z.enum(tenancies)),
  tenancyType: z.nullable(z.enum(tenancyTypes)),
  condition: z.nullable(z.enum(conditions)),
  conditionExternal: z.nullable(longText),
  conditionInternal: z.nullable(longText),
  conditionShower: z.nullable(longText),
  conditionKitchen: z.nullable(longText),
  conditionTenants: z.nullable(longText),
  opportunitySummary: z.nullable(longText),
  propertyBrief: z.nullable(longText),
  currentRent: z.nullable(money),
  achievableMarketRent: z.nullable(money),
  /** Free text, labelled Rental Review. */
  marketRentPotential: z.nullable(longText),
  returnOnCapitalInvestment: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  epcRating: z.nullable(z.enum(epcRatings)),
  /** Stored as entered: '0' and '00' mean no band and are hidden. */
  councilTaxBand: z.nullable(z.string().check(z.trim(), z.maxLength(2), oneLine())),
  councilTaxLink: z.nullable(httpsUrl),
  groundRent: z.nullable(money),
  serviceCharge: z.nullable(money),
  tenureType: z.enum(tenureTypes),
  freeholdTitle: text,
  leaseRemaining: z.nullable(z.number().check(z.gte(0), z.lte(999))),
  epcDocument: doc,
  eicrDocument: doc,
  gasSafetyDocument: doc,
  tenancyAgreementDocument: doc,
  leaseDocuments: doc,
  serviceChargeAccountsDocument: doc,
  roiDocument: doc,
  locationSummary: z.nullable(longText),
  /** An area insight's url_slug, or null. */
  areaInsightsLink: text,
  rentalUnits: z.array(rentalUnitSchema).check(z.maxLength(200)),
  epcUnits: z.array(epcUnitSchema).check(z.maxLength(200)),
  comparables: z.array(comparableSchema).check(z.maxLength(50)),
  isPublished: z._default(z.boolean(), false),
  areaInsightId: z.nullable(id),
});

export const propertySchema = z.extend(propertyInputSchema, {
  id,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  version,
  /** When it was first published: a later republish is not news (rules/alert-matching.ts). Set by the server, never by the form. */
  firstPublishedAt: z.optional(z.nullable(isoDateTime)),
  /** Its earlier prices, newest first, so a fall can show as 'Reduced' for 30 days. Set by the server. */
  priceHistory: z.optional(z.array(priceChangeSchema).check(z.maxLength(20))),
});

/** The record fields a property card shows or the dashboard filters on. */
export const propertyCardFields = [
  'id',
  'title',
  'price',
  'location',
  'address',
  'postcode',
  'city',
  'bedrooms',
  'featured',
  'propertyType',
  'status',
  'yield',
  'currentRent',
  'achievableMarketRent',
  'areaInsightId',
  'createdAt',
  'isPublished',
] as const satisfies readonly (keyof Property)[];

/**
 * A property card: what the investor list returns, not the full record. `photos` has the main image first;
 * `summary` is the spec's summary text, cut to what three lines can show (the full texts stay searchable
 * through the search index route); `rent` is the monthly rent the one rule (rules/monthly-rent.ts) chose, carried
 * only when it comes from fields a card does not hold (unit rents, rental review text): each card must stay
 * under 1 KB, and otherwise the rule gives the same answer from the card's own fields.
 */
export const propertyCardSchema = z.extend(
  z.pick(propertySchema, Object.fromEntries(propertyCardFields.map((f) => [f, true])) as { [K in (typeof propertyCardFields)[number]]: true }),
  {
    photos: z.array(image).check(z.maxLength(51)),
    summary: z.string(),
    rent: z.optional(z.object({ source: z.enum(recordOnlyRentSources), pcm: z.number() })),
    /** The price before the latest change when that change was a fall (the card shows 'Reduced' for 30 days after it). */
    reducedFrom: z.optional(priceChangeSchema),
  },
);

export type PropertyInput = z.infer<typeof propertyInputSchema>;
export type Property = z.infer<typeof propertySchema>;
export type PropertyCard = z.infer<typeof propertyCardSchema>;
export type RentalUnit = z.infer<typeof rentalUnitSchema>;
export type EpcUnit = z.infer<typeof epcUnitSchema>;
export type Comparable = z.infer<typeof comparableSchema>;
