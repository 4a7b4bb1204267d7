import { areaInsightInputSchema, demandLevels, type AreaInsight, type AreaInsightInput } from '@shared/domain/area-insight';
import { joinCommaList, numberOrZero, slugFromLocationName, splitCommaList } from '@shared/rules/area-insights';
import * as z from '@shared/core/zod';

export { slugFromLocationName };

/** The legacy text fields (spec section 3): not edited in the dialog, kept as they are on an update. */
const legacyKeys = [
  'introduction',
  'propertyTypes',
  'investorSuitability',
  'rentalYields',
  'housePricesGrowth',
  'rentalDemand',
  'investmentStrategyFit',
  'onGroundObservations',
] as const;
type Legacy = Pick<AreaInsightInput, (typeof legacyKeys)[number]>;

const str = z.string();
const num = z.number();

/**
 * What the dialog edits: texts as typed ('' = none), comma lists as one text, numbers as numbers (the
 * number fields turn empty or non-numeric input into 0, spec section 5).
 */
const formObject = z.object({
  locationName: str,
  postcode: str,
  urlSlug: str,
  snippet: str,
  heroImageUrl: str,
  heroImageAlt: str,
  metaTitle: str,
  metaDescription: str,
  metaKeywords: str,
  areaOverview: str,
  investmentInsightsContent: str,
  averageHousePrice: num,
  averageRentPcm: num,
  grossYieldRange: str,
  growthForecastRange: str,
  historicPrice2014: num,
  historicPrice2024: num,
  rentalYieldRange: str,
  demandLevel: z.enum(demandLevels),
  averagePrice: num,
  priceGrowthPercentage: num,
  propertyTypesAvailable: str,
  subcategories: str,
  citygateCapital: str,
  citygateIncome: str,
  citygateTenantDemand: str,
  citygateYieldStability: str,
  citygateGrowth: str,
  citygateArea: str,
  citygateTypeFit: str,
  citygateExit: str,
  snapshotType: str,
  snapshotCapitalNeeded: str,
  snapshotPurchasePrice: num,
  snapshotGrossYield: num,
  snapshotFiveYearCapitalGain: num,
  snapshotTenantDemand: str,
  snapshotNetMonthlyIncome: str,
  snapshotExitStrategy: str,
  snapshotIdealFor: str,
  investorInsights: str,
  nextStepCta: str,
  isPublished: z.boolean(),
  displayOrder: num,
  legacy: z.custom<Legacy>(),
});

export type AreaInsightFormValues = z.infer<typeof formObject>;

const orNull = (text: string): string | null => (text.trim() ? text.trim() : null);
const bodyOrNull = (text: string): string | null => (text.trim() ? text : null);

/** The dialog's values as the API's input: lists split, blanks dropped, empty texts null. */
export function toInput(v: AreaInsightFormValues): AreaInsightInput {
  const snapshotTexts = [
    v.snapshotType,
    v.snapshotCapitalNeeded,
    v.snapshotTenantDemand,
    v.snapshotNetMonthlyIncome,
    v.snapshotExitStrategy,
    v.snapshotIdealFor,
  ];
  const snapshotEmpty = snapshotTexts.every((t) => !t.trim()) && !v.snapshotPurchasePrice && !v.snapshotGrossYield && !v.snapshotFiveYearCapitalGain;
  return {
    locationName: v.locationName.trim(),
    postcode: v.postcode.trim(),
    urlSlug: v.urlSlug.trim(),
    snippet: bodyOrNull(v.snippet),
    heroImageUrl: orNull(v.heroImageUrl),
    heroImageAlt: orNull(v.heroImageAlt),
    metaTitle: orNull(v.metaTitle),
    metaDescription: orNull(v.metaDescription),
    metaKeywords: splitCommaList(v.metaKeywords),
    areaOverview: bodyOrNull(v.areaOverview),
    investmentInsightsContent: bodyOrNull(v.investmentInsightsContent),
    averageHousePrice: numberOrZero(v.averageHousePrice),
    averageRentPcm: numberOrZero(v.averageRentPcm),
    grossYieldRange: orNull(v.grossYieldRange),
    growthForecastRange: orNull(v.growthForecastRange),
    historicPrice2014: numberOrZero(v.historicPrice2014),
    historicPrice2024: numberOrZero(v.historicPrice2024),
    citygateCapital: bodyOrNull(v.citygateCapital),
    citygateIncome: bodyOrNull(v.citygateIncome),
    citygateTenantDemand: bodyOrNull(v.citygateTenantDemand),
    citygateYieldStability: bodyOrNull(v.citygateYieldStability),
    citygateGrowth: bodyOrNull(v.citygateGrowth),
    citygateArea: bodyOrNull(v.citygateArea),
    citygateTypeFit: bodyOrNull(v.citygateTypeFit),
    citygateExit: bodyOrNull(v.citygateExit),
    propertySnapshot: snapshotEmpty
      ? null
      : {
          type: orNull(v.snapshotType),
          capitalNeeded: orNull(v.snapshotCapitalNeeded),
          purchasePrice: numberOrZero(v.snapshotPurchasePrice),
          grossYield: numberOrZero(v.snapshotGrossYield),
          fiveYearCapitalGain: numberOrZero(v.snapshotFiveYearCapitalGain),
          tenantDemand: orNull(v.snapshotTenantDemand),
          netMonthlyIncome: orNull(v.snapshotNetMonthlyIncome),
          exitStrategy: orNull(v.snapshotExitStrategy),
          idealFor: orNull(v.snapshotIdealFor),
        },
    investorInsights: bodyOrNull(v.investorInsights),
    nextStepCta: bodyOrNull(v.nextStepCta),
    rentalYieldRange: orNull(v.rentalYieldRange),
    demandLevel: v.demandLevel,
    averagePrice: numberOrZero(v.averagePrice),
    priceGrowthPercentage: numberOrZero(v.priceGrowthPercentage),
    propertyTypesAvailable: splitCommaList(v.propertyTypesAvailable),
    isPublished: v.isPublished,
    displayOrder: Math.trunc(numberOrZero(v.displayOrder)),
    subcategories: splitCommaList(v.subcategories),
    ...v.legacy,
  };
}

/**
 * The dialog's resolver schema: its values, turned into the API input, checked by the same shared schema
 * the API validates with (so a save the API would refuse is refused in the dialog, under the same field).
 */
export const areaInsightFormSchema = z.pipe(
  formObject,
  z.pipe(
    z.transform((values: AreaInsightFormValues): z.input<typeof areaInsightInputSchema> => toInput(values)),
    areaInsightInputSchema,
  ),
);

const noLegacy: Legacy = Object.fromEntries(legacyKeys.map((k) => [k, null])) as Legacy;

/** The blank form of create mode: demand level Medium, unpublished, display order 0 (spec section 5). */
export const emptyFormValues: AreaInsightFormValues = {
  locationName: '',
  postcode: '',
  urlSlug: '',
  snippet: '',
  heroImageUrl: '',
  heroImageAlt: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  areaOverview: '',
  investmentInsightsContent: '',
  averageHousePrice: 0,
  averageRentPcm: 0,
  grossYieldRange: '',
  growthForecastRange: '',
  historicPrice2014: 0,
  historicPrice2024: 0,
  rentalYieldRange: '',
  demandLevel: 'Medium',
  averagePrice: 0,
  priceGrowthPercentage: 0,
  propertyTypesAvailable: '',
  subcategories: '',
  citygateCapital: '',
  citygateIncome: '',
  citygateTenantDemand: '',
  citygateYieldStability: '',
  citygateGrowth: '',
  citygateArea: '',
  citygateTypeFit: '',
  citygateExit: '',
  snapshotType: '',
  snapshotCapitalNeeded: '',
  snapshotPurchasePrice: 0,
  snapshotGrossYield: 0,
  snapshotFiveYearCapitalGain: 0,
  snapshotTenantDemand: '',
  snapshotNetMonthlyIncome: '',
  snapshotExitStrategy: '',
  snapshotIdealFor: '',
  investorInsights: '',
  nextStepCta: '',
  isPublished: false,
  displayOrder: 0,
  legacy: noLegacy,
};

/** Edit mode: the form filled from the row. */
export function toFormValues(insight: AreaInsight): AreaInsightFormValues {
  const s = insight.propertySnapshot;
  const t = (value: string | null | undefined) => value ?? '';
  const n = (value: number | null | undefined) => value ?? 0;
  return {
    locationName: insight.locationName,
    postcode: insight.postcode,
    urlSlug: insight.urlSlug,
    snippet: t(insight.snippet),
    heroImageUrl: t(insight.heroImageUrl),
    heroImageAlt: t(insight.heroImageAlt),
    metaTitle: t(insight.metaTitle),
    metaDescription: t(insight.metaDescription),
    metaKeywords: joinCommaList(insight.metaKeywords),
    areaOverview: t(insight.areaOverview),
    investmentInsightsContent: t(insight.investmentInsightsContent),
    averageHousePrice: n(insight.averageHousePrice),
    averageRentPcm: n(insight.averageRentPcm),
    grossYieldRange: t(insight.grossYieldRange),
    growthForecastRange: t(insight.growthForecastRange),
    historicPrice2014: n(insight.historicPrice2014),
    historicPrice2024: n(insight.historicPrice2024),
    rentalYieldRange: t(insight.rentalYieldRange),
    demandLevel: insight.demandLevel,
    averagePrice: n(insight.averagePrice),
    priceGrowthPercentage: n(insight.priceGrowthPercentage),
    propertyTypesAvailable: joinCommaList(insight.propertyTypesAvailable),
    subcategories: joinCommaList(insight.subcategories),
    citygateCapital: t(insight.citygateCapital),
    citygateIncome: t(insight.citygateIncome),
    citygateTenantDemand: t(insight.citygateTenantDemand),
    citygateYieldStability: t(insight.citygateYieldStability),
    citygateGrowth: t(insight.citygateGrowth),
    citygateArea: t(insight.citygateArea),
    citygateTypeFit: t(insight.citygateTypeFit),
    citygateExit: t(insight.citygateExit),
    snapshotType: t(s?.type),
    snapshotCapitalNeeded: t(s?.capitalNeeded),
    snapshotPurchasePrice: n(s?.purchasePrice),
    snapshotGrossYield: n(s?.grossYield),
    snapshotFiveYearCapitalGain: n(s?.fiveYearCapitalGain),
    snapshotTenantDemand: t(s?.tenantDemand),
    snapshotNetMonthlyIncome: t(s?.netMonthlyIncome),
    snapshotExitStrategy: t(s?.exitStrategy),
    snapshotIdealFor: t(s?.idealFor),
    investorInsights: t(insight.investorInsights),
    nextStepCta: t(insight.nextStepCta),
    isPublished: insight.isPublished,
    displayOrder: insight.displayOrder,
    legacy: Object.fromEntries(legacyKeys.map((k) => [k, insight[k] ?? null])) as Legacy,
  };
}
