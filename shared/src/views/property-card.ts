import { propertyCardFields, recordOnlyRentSources, type Property, type PropertyCard } from '../domain/property';
import { orderedPhotos } from '../rules/images';
import { monthlyRent } from '../rules/monthly-rent';
import { cardSummary, clipSummary } from '../rules/summary';

/** Every record field a card is made from: its own fields, the photos, and what the summary falls back on. */
export const cardSourceFields = [
  ...propertyCardFields,
  'imageUrl',
  'photos',
  'opportunitySummary',
  'description',
  'achievableMarketRent',
  'condition',
  'tenancy',
  'rentalUnits',
  'marketRentPotential',
  'priceHistory',
] as const satisfies readonly (keyof Property)[];
export type CardSource = Pick<Property, (typeof cardSourceFields)[number]>;

/**
 * The card of a property: its card fields, its photos with the main image first, and the summary the spec's
 * fallback chain gives, cut to three lines' worth, and its monthly rent when the card's own fields cannot give it.
 */
export function cardOf(property: CardSource): PropertyCard {
  const card = Object.fromEntries(propertyCardFields.map((field) => [field, property[field]])) as Pick<Property, (typeof propertyCardFields)[number]>;
  const rent = monthlyRent(property);
  const last = property.priceHistory?.[0];
  const recordOnly = rent && (recordOnlyRentSources as readonly string[]).includes(rent.source);
  return {
    ...card,
    photos: orderedPhotos(property.imageUrl, property.photos),
    summary: clipSummary(cardSummary(property)),
    ...(recordOnly ? { rent: { source: rent.source as (typeof recordOnlyRentSources)[number], pcm: rent.pcm } } : {}),
    ...(last && last.price > property.price ? { reducedFrom: last } : {}),
  };
}
