import type { Property } from '../domain/property';

/** Catalogue order: featured first, then price descending. Returns a new array. */
export const sortProperties = <T extends Pick<Property, 'featured' | 'price'>>(properties: readonly T[]): T[] =>
  [...properties].sort((a, b) => Number(b.featured) - Number(a.featured) || b.price - a.price);

/** Prices are at most £1,000,000,000 (domain/common.ts `money`): in pence, 12 digits. */
const PENCE_CEILING = 100_000_000_000;

/**
 * Where a property stands in catalogue order, as text that sorts the same way (featured first, then price
 * descending, then id, the order sortProperties gives the catalogue as stored): the catalogue is read in this
 * order a page at a time, so its first page is the top of the dashboard.
 */
export const cataloguePosition = (property: Pick<Property, 'id' | 'featured' | 'price'>): string =>
  `${property.featured ? 0 : 1}#${String(PENCE_CEILING - Math.round(property.price * 100)).padStart(12, '0')}#${property.id}`;

/** Property Management's order: newest first (ties by id, newest id first). Returns a new array. */
export const newestFirst = <T extends Pick<Property, 'createdAt' | 'id'>>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
