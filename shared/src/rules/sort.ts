import type { Property } from '../domain/property';

/** Catalogue order: featured first, then price descending. Returns a new array. */
export const sortProperties = <T extends Pick<Property, 'featured' | 'price'>>(properties: readonly T[]): T[] =>
  [...properties].sort((a, b) => Number(b.featured) - Number(a.featured) || b.price - a.price);
