import { propertyCardFields, type Property, type PropertyCard } from './domain/property';
import { orderedPhotos } from './images';
import { cardSummary, clipSummary } from './rules/summary';

/**
 * The card of a property: its card fields, its photos with the main image first, and the summary the spec's
 * fallback chain gives, cut to three lines' worth.
 */
export function cardOf(property: Property): PropertyCard {
  const card = Object.fromEntries(propertyCardFields.map((field) => [field, property[field]])) as Pick<Property, (typeof propertyCardFields)[number]>;
  return { ...card, photos: orderedPhotos(property.imageUrl, property.photos), summary: clipSummary(cardSummary(property)) };
}
