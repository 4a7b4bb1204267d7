import { z } from 'zod';
import { id, isoDateTime, longText, shortText, url, version } from './common';

export const demandLevels = ['Low', 'Medium', 'High', 'Very High'] as const;

const text = shortText.nullable();
const body = longText.nullable();

export const propertySnapshotSchema = z.object({
  type: text,
  capitalNeeded: text,
  purchasePrice: z.number().min(0).nullable(),
  grossYield: z.number().min(0).max(100).nullable(),
  fiveYearCapitalGain: z.number().min(-100).max(1_000).nullable(),
  tenantDemand: text,
  netMonthlyIncome: text,
  exitStrategy: text,
  idealFor: text,
});

export const areaInsightInputSchema = z.object({
  locationName: z.string().trim().min(1, 'Location name is required').max(200),
  postcode: z.string().trim().max(10),
  urlSlug: z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and hyphens'),
  snippet: body,
  heroImageUrl: url.nullable(),
  heroImageAlt: text,
  metaTitle: text,
  metaDescription: text,
  metaKeywords: z.array(shortText).max(50),
  areaOverview: body,
  investmentInsightsContent: body,
  averageHousePrice: z.number().min(0).nullable(),
  averageRentPcm: z.number().min(0).nullable(),
  grossYieldRange: text,
  growthForecastRange: text,
  historicPrice2014: z.number().min(0).nullable(),
  historicPrice2024: z.number().min(0).nullable(),
  citygateCapital: body,
  citygateIncome: body,
  citygateTenantDemand: body,
  citygateYieldStability: body,
  citygateGrowth: body,
  citygateArea: body,
  citygateTypeFit: body,
  citygateExit: body,
  propertySnapshot: propertySnapshotSchema.nullable(),
  investorInsights: body,
  nextStepCta: body,
  rentalYieldRange: text,
  demandLevel: z.enum(demandLevels).default('Medium'),
  averagePrice: z.number().min(0).nullable(),
  priceGrowthPercentage: z.number().min(-100).max(1_000).nullable(),
  propertyTypesAvailable: z.array(shortText).max(50),
  isPublished: z.boolean().default(false),
  displayOrder: z.number().int().default(0),
  subcategories: z.array(shortText).max(50),
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

export const areaInsightSchema = areaInsightInputSchema.extend({ id, createdAt: isoDateTime, updatedAt: isoDateTime, version });

/** The short form the properties area filter uses. */
export const areaInsightSummarySchema = areaInsightSchema.pick({ id: true, locationName: true, postcode: true, urlSlug: true });

export type AreaInsightInput = z.infer<typeof areaInsightInputSchema>;
export type AreaInsight = z.infer<typeof areaInsightSchema>;
export type AreaInsightSummary = z.infer<typeof areaInsightSummarySchema>;
export type PropertySnapshot = z.infer<typeof propertySnapshotSchema>;
