import { toPropertyInput, type PropertyFormOutput } from '@shared/domain/property-form';
import type { PropertyInput } from '@shared/domain/property';
import { getAreaInsightBySlug } from '../db/area-insights';
import { badRequest } from '../http/errors';

const AREA_MESSAGE = 'Choose an area from the list, or none';

/**
 * The record's input from a checked property form: the area insight's slug checked against the stored
 * insights (its id kept beside it), yield and potential yield calculated from rent and price.
 */
export async function propertyInputFrom(form: PropertyFormOutput, isPublished: boolean): Promise<PropertyInput> {
  let areaInsightId: string | null = null;
  if (form.areaInsightsLink) {
    const area = await getAreaInsightBySlug(form.areaInsightsLink);
    if (!area) throw badRequest(`areaInsightsLink: ${AREA_MESSAGE}`, { fields: [{ field: 'areaInsightsLink', message: AREA_MESSAGE }] });
    areaInsightId = area.id;
  }
  return toPropertyInput(form, { isPublished, areaInsightId });
}
