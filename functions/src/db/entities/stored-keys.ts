import type { AreaInsightInput } from '@shared/domain/area-insight';
import type { PropertyInput } from '@shared/domain/property';
import type { resourceFieldsSchema } from '@shared/domain/resource';

/**
 * The fields of the records whose schemas are built from the project's field tables, as their entities store them: the
 * keys of each input schema, written out so that the entities, which every bundle with a transaction carries
 * (db/service.ts), carry neither the field tables nor the schemas (about 20 KB). One string each, the lightest way to
 * carry a list of names. stored-keys.test.ts keeps each list the same as its schema's.
 */
const names = <K extends string>(list: string) => list.split(' ') as K[];

/** shared/src/domain/property.ts: propertyInputSchema. */
export const propertyInputKeys = names<keyof PropertyInput>(
  'headline propertyType type status bedrooms bathrooms sqft featured addressLine1 addressLine2 city county postcode location address ' +
    'locationSummary areaInsightsLink price currentRent achievableMarketRent returnOnCapitalInvestment marketRentPotential tenancy ' +
    'tenancyType condition conditionExternal conditionInternal conditionShower conditionKitchen conditionTenants tenureType ' +
    'freeholdTitle leaseRemaining groundRent serviceCharge councilTaxLink priceQualifier leaseStartYear leaseLength groundRentReview ' +
    'sharedOwnershipShare construction constructionNote electricitySupply waterSupply sewerage heating broadband mobileSignal parking ' +
    'parkingNote buildingSafety buildingSafetyNote restrictions restrictionsNote rightsAndEasements rightsAndEasementsNote floodRisk ' +
    'floodRiskNote coastalErosion coastalErosionNote planning planningNote accessibility accessibilityNote miningArea miningAreaNote ' +
    'otherMaterialInformation epcDocument eicrDocument gasSafetyDocument tenancyAgreementDocument leaseDocuments ' +
    'serviceChargeAccountsDocument roiDocument epcExemption floorplanUrl opportunitySummary propertyBrief description title yearBuilt googleMapsLink ' +
    'councilTaxBand imageUrl photos amenities yield potentialYield epcRating rentalUnits epcUnits comparables isPublished areaInsightId',
);

/** shared/src/domain/area-insight.ts: areaInsightInputSchema. */
export const areaInsightInputKeys = names<keyof AreaInsightInput>(
  'locationName postcode urlSlug snippet heroImageUrl heroImageAlt metaTitle metaDescription metaKeywords areaOverview ' +
    'investmentInsightsContent averageHousePrice averageRentPcm grossYieldRange growthForecastRange historicPrice2014 historicPrice2024 ' +
    'citygateCapital citygateIncome citygateTenantDemand citygateYieldStability citygateGrowth citygateArea citygateTypeFit ' +
    'citygateExit propertySnapshot investorInsights nextStepCta rentalYieldRange demandLevel averagePrice priceGrowthPercentage ' +
    'propertyTypesAvailable isPublished displayOrder subcategories introduction propertyTypes investorSuitability rentalYields ' +
    'housePricesGrowth rentalDemand investmentStrategyFit onGroundObservations',
);

/** shared/src/domain/resource.ts: resourceFieldsSchema. */
export const resourceFieldKeys = names<keyof typeof resourceFieldsSchema.shape>(
  'title description type actionText fileUrl externalUrl iconName isFeatured displayOrder',
);
