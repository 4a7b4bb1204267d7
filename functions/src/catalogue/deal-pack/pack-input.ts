import type { Property } from '@shared/domain/property';
import type { DealScenario } from '@shared/domain/deal-scenario';
import { listingDealInputs } from '@shared/rules/deal-analysis';
import { listingDealPrefill } from '@shared/rules/deal-prefill';
import { dateGB } from '@shared/rules/en-gb';
import { orderedPhotos } from '@shared/rules/images';
import { formatPrice } from '@shared/rules/money';
import { documentsToShow } from '@shared/rules/property-documents';
import { PACK_LIMITS, type DealPackInput } from '@shared/render/deal-pack';
import { materialInformationSections } from '@shared/views/material-information';
import { toInvestorProperty } from '@shared/views/investor-property';
import type { AreaInsight } from '@shared/domain/area-insight';
import { DEFAULT_BRAND, firmRegistrations } from '../../firm';
import { readFloorPlan, readPhotos } from './pictures';

/** The analysis the pack shows: the investor's latest saved scenario of this listing, else the listing's figures. */
export const packAnalysis = (property: Property, scenario: DealScenario | undefined, company: boolean): DealPackInput['analysis'] =>
  listingDealInputs({ ...listingDealPrefill(property), company }, scenario);

/** An area insight's headline figures, when the listing has a published one. */
export function areaFigures(insight: AreaInsight | undefined): DealPackInput['area'] {
  if (!insight?.isPublished) return null;
  const figures = [
    ['Average house price', insight.averageHousePrice === null ? null : formatPrice(insight.averageHousePrice)],
    ['Average rent', insight.averageRentPcm === null ? null : `${formatPrice(insight.averageRentPcm)} PCM`],
    ['Price growth', insight.priceGrowthPercentage === null ? null : `${insight.priceGrowthPercentage}%`],
    ['Rental demand', insight.demandLevel],
  ].filter((row): row is [string, string] => row[1] !== null);
  return { name: insight.locationName, figures: figures.map(([label, value]) => ({ label, value })) };
}

/** Everything the pack's document is built from, the pictures read from our buckets. */
export async function packInput(p: {
  property: Property;
  scenario: DealScenario | undefined;
  company: boolean;
  investorName: string;
  madeAt: Date;
  area: AreaInsight | undefined;
}): Promise<DealPackInput> {
  const { property } = p;
  const photos = orderedPhotos(property.imageUrl, property.photos);
  const [read, plan] = await Promise.all([readPhotos(photos, PACK_LIMITS.photos), readFloorPlan(property.floorplanUrl)]);
  return {
    property: toInvestorProperty(property),
    brand: firmRegistrations()?.tradingName ?? DEFAULT_BRAND,
    investorName: p.investorName,
    madeOn: dateGB(p.madeAt),
    firm: firmRegistrations(),
    analysis: packAnalysis(property, p.scenario, p.company),
    photos: read.pictures,
    photoCount: photos.length,
    floorPlan: plan.floorPlan,
    area: areaFigures(p.area),
    materialInformation: materialInformationSections(property),
    documents: documentsToShow(property).map((d) => d.label),
    images: { ...read.images, ...plan.images },
  };
}
