import * as z from '../core/zod';
import { id, isoDateTime, longText, money, oneLine, shortText, version } from './common';
import { storageKeyPrefixes, storedFileOrHttpsUrl } from '../core/fields';

export const demandLevels = ['Low', 'Medium', 'High', 'Very High'] as const;

const text = z.nullable(shortText);

/**
 * A hero image reference (spec section 3 hero_image_url): an https URL, or the object key the upload wrote
 * under the heroes prefix, by the one link and storage-key rule (fields.ts). Empty means none (null).
 */
export const heroImageRef = z.pipe(
  z.nullable(z.string().check(z.trim())),
  z.pipe(
    z.transform((v: string | null) => (v ? v : null)),
    z.nullable(storedFileOrHttpsUrl(storageKeyPrefixes.areaHeroes)),
  ),
);
const body = z.nullable(longText);

export const propertySnapshotSchema = z.object({
  type: text,
  capitalNeeded: text,
  purchasePrice: z.nullable(money),
  grossYield: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  fiveYearCapitalGain: z.nullable(z.number().check(z.gte(-100), z.lte(1_000))),
  tenantDemand: text,
  netMonthlyIncome: text,
  exitStrategy: text,
  idealFor: text,
});

export const areaInsightInputSchema = z.object({
  locationName: z.string().check(z.trim(), z.minLength(1, 'Location name is required'), z.maxLength(200), oneLine()),
  postcode: z.string().check(z.trim(), z.maxLength(10), oneLine()),
  urlSlug: z.string().check(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens')),
  snippet: body,
  heroImageUrl: heroImageRef,
  heroImageAlt: text,
  metaTitle: text,
  metaDescription: text,
  metaKeywords: z.array(shortText).check(z.maxLength(50)),
  areaOverview: body,
  investmentInsightsContent: body,
  averageHousePrice: z.nullable(money),
  averageRentPcm: z.nullable(money),
  grossYieldRange: text,
  growthForecastRange: text,
  historicPrice2014: z.nullable(money),
  historicPrice2024: z.nullable(money),
  citygateCapital: body,
  citygateIncome: body,
  citygateTenantDemand: body,
  citygateYieldStability: body,
  citygateGrowth: body,
  citygateArea: body,
  citygateTypeFit: body,
  citygateExit: body,
  propertySnapshot: z.nullable(propertySnapshotSchema),
  investorInsights: body,
  nextStepCta: body,
  rentalYieldRange: text,
  demandLevel: z._default(z.enum(demandLevels), 'Medium'),
  averagePrice: z.nullable(money),
  priceGrowthPercentage: z.nullable(z.number().check(z.gte(-100), z.lte(1_000))),
  propertyTypesAvailable: z.array(shortText).check(z.maxLength(50)),
  isPublished: z._default(z.boolean(), false),
  displayOrder: z._default(z.int(), 0),
  subcategories: z.array(shortText).check(z.maxLength(50)),
  // Legacy text fields kept for older records.
  introduction: body,
  propertyTypes: body,
  investorSuitability: body,
  rentalYields: body,
  housePricesGrowth: body,
  rentalDemand: body,
  investmentStrategyFit: body,
  onGroundObservations: body,
});

export const areaInsightSchema = z.extend(areaInsightInputSchema, { id, createdAt: isoDateTime, updatedAt: isoDateTime, version });

/** The short form the properties area filter uses. */
export const areaInsightSummarySchema = z.pick(areaInsightSchema, { id: true, locationName: true, postcode: true, urlSlug: true });

export type AreaInsightInput = z.infer<typeof areaInsightInputSchema>;
export type AreaInsight = z.infer<typeof areaInsightSchema>;
export type AreaInsightSummary = z.infer<typeof areaInsightSummarySchema>;

/** The whole record as the dialog holds it, with the version it was read at (a stale edit is a 409). */
export const areaInsightUpdateSchema = z.extend(areaInsightInputSchema, { version });
