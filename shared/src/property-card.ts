import { propertyCardFields, type Property, type PropertyCard } from './domain/property';
import { orderedPhotos } from './images';
import { cardSummary, clipSummary } from './rules/summary';

export type CardSource = Pick<Property, (typeof propertyCardFields)[number] | 'imageUrl' | 'photos'>;
type SummarySource = Parameters<typeof cardSummary>[0];

/** The summary a card shows (spec fallback chain, cut to three lines' worth); stored with each property. */
export const cardSummaryText = (property: SummarySource): string => clipSummary(cardSummary(property));

/** The card of a property: its card fields, its photos with the main image first, and its card summary. */
export function toPropertyCard(property: CardSource, summary: string): PropertyCard {
  const card = Object.fromEntries(propertyCardFields.map((field) => [field, property[field]])) as Pick<Property, (typeof propertyCardFields)[number]>;
  return { ...card, photos: orderedPhotos(property.imageUrl, property.photos), summary };
}

/** The card of a full record (the summary computed here; catalogue reads use the stored one). */
export const cardOf = (property: Property): PropertyCard => toPropertyCard(property, cardSummaryText(property));
