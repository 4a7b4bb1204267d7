import type { Property } from '@shared/domain/property';
import { isVisibleTo } from '@shared/rules/visibility';
import { getProperty } from '../db/properties';
import { notFound } from '../../http/errors';

export const PROPERTY_NOT_FOUND = 'Property not found';

/** The property if this caller may see it; otherwise 404, so drafts are indistinguishable from missing ids. */
export async function visibleProperty(id: string, isAdmin: boolean): Promise<Property> {
  const property = await getProperty(id);
  if (!property || !isVisibleTo(property, isAdmin)) throw notFound(PROPERTY_NOT_FOUND);
  return property;
}
