import type { Property, PropertyInput } from '@shared/domain/property';
import { seedProperties } from '../seed/properties';
import { noPropertyFiles } from './property';

/** The first published, available demo listing: a realistic set of fields to start from. */
const demoListing = seedProperties.find((p) => p.input.isPublished && p.input.status === 'Available')!;

/**
 * Stores a listing of the caller's own under `id` through the functions' repository (which reads its table from
 * process.env): the demo listing's fields without its files (so deleting this one's files never touches a seeded
 * listing's), not featured, then `over`.
 */
export async function storeProperty(id: string, over: Partial<PropertyInput> = {}): Promise<Property> {
  const { createProperty } = await import('../../../functions/src/catalogue/db/properties');
  return createProperty({ ...demoListing.input, ...noPropertyFiles, featured: false, ...over }, { id });
}
