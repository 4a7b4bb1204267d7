import { toPropertyInput, type PropertyFormOutput } from '@shared/views/property-form';
import type { Property, PropertyInput } from '@shared/domain/property';
import { FOREIGN_FILE_MESSAGE, foreignFiles } from '@shared/rules/property-files';
import { getAreaInsightBySlug } from '../db/area-insights';
import { badRequest } from '../../http/errors';

const AREA_MESSAGE = 'Choose an area from the list, or none';

/**
 * The record's input from a checked property form: the area insight's slug checked against the stored
 * insights (its id kept beside it), yield and potential yield calculated from rent and price, and every
 * newly stored file under this property's own prefixes (`propertyId`: the record's id, or the id a create
 * chose; `current`: the record as stored, on an edit).
 */
export async function propertyInputFrom(
  form: PropertyFormOutput,
  isPublished: boolean,
  { propertyId, current }: { propertyId: string | undefined; current?: Property },
): Promise<PropertyInput> {
  const foreign = foreignFiles(form, propertyId, current);
  if (foreign.length > 0) {
    throw badRequest(`${foreign.join(', ')}: ${FOREIGN_FILE_MESSAGE}`, { fields: foreign.map((field) => ({ field, message: FOREIGN_FILE_MESSAGE })) });
  }
  let areaInsightId: string | null = null;
  if (form.areaInsightsLink) {
    const area = await getAreaInsightBySlug(form.areaInsightsLink);
    if (!area) throw badRequest(`areaInsightsLink: ${AREA_MESSAGE}`, { fields: [{ field: 'areaInsightsLink', message: AREA_MESSAGE }] });
    areaInsightId = area.id;
  }
  return toPropertyInput(form, { isPublished, areaInsightId });
}
