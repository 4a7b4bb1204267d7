import { propertyCardSchema, type Property, type PropertyCard } from '@shared/domain/property';
import { cardOf } from '@shared/property-card';
import { searchHaystack } from '@shared/rules/property-filters';
import { isListable } from '@shared/rules/visibility';
import { catalogueCardEntity } from './entities/catalogue-card';
import { catalogueSearchEntity } from './entities/catalogue-search';

/**
 * The investor catalogue, kept as small items beside the property records: for each published,
 * non-Withdrawn property one card item and one search-text item, each in its own partition. The list
 * then reads about 0.7 KB per property instead of whole records (DynamoDB Local pages and costs index
 * queries by the full item, so a GSI projection would not save that locally), and the search index
 * never weighs on the list. Written in the same transaction as the property (see properties.ts).
 */

/** What the catalogue holds for a property: its card (as JSON) and search text, or nothing when it is not listable. */
export const catalogueEntry = (property: Property) =>
  isListable(property) ? { card: JSON.stringify(cardOf(property)), text: searchHaystack(property) } : undefined;

/** Every card in the catalogue (any order). */
export async function listCatalogue(): Promise<PropertyCard[]> {
  const { data } = await catalogueCardEntity.query.all({}).go({ pages: 'all' });
  return data.map((item) => propertyCardSchema.parse(JSON.parse(item.card)));
}

/** Search text by property id of everything in the catalogue. */
export async function listCatalogueSearchTexts(): Promise<Record<string, string>> {
  const { data } = await catalogueSearchEntity.query.all({}).go({ pages: 'all' });
  return Object.fromEntries(data.map((item) => [item.propertyId, item.text]));
}

/** The catalogue as stored, by property id (for the consistency sweep). */
export async function storedCatalogue(): Promise<Map<string, { card?: string; text?: string }>> {
  const [cards, texts] = await Promise.all([
    catalogueCardEntity.query.all({}).go({ pages: 'all' }),
    catalogueSearchEntity.query.all({}).go({ pages: 'all' }),
  ]);
  const stored = new Map<string, { card?: string; text?: string }>();
  for (const { propertyId, card } of cards.data) stored.set(propertyId, { card });
  for (const { propertyId, text } of texts.data) stored.set(propertyId, { ...stored.get(propertyId), text });
  return stored;
}
