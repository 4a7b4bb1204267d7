import { propertyCardSchema, type Property, type PropertyCard } from '@shared/domain/property';
import { cardOf } from '@shared/views/property-card';
import { propertyRowOf, propertyRowSchema, type PropertyRow } from '@shared/views/property-management';
import { searchHaystack } from '@shared/rules/property-filters';
import { isListable } from '@shared/rules/visibility';
import { catalogueCardEntity } from './entities/catalogue-card';
import { catalogueSearchEntity } from './entities/catalogue-search';
import { managementRowEntity } from './entities/management-row';

/**
 * The investor catalogue, kept as small items beside the property records: for each published,
 * non-Withdrawn property one card item and one search-text item, each in its own partition. The list
 * then reads about 0.7 KB per property instead of whole records (DynamoDB Local pages and costs index
 * queries by the full item, so a GSI projection would not save that locally), and the search index
 * never weighs on the list. Written in the same transaction as the property (see properties.ts).
 *
 * Property Management's table is the same kind of view, for admins: one row item for every property,
 * drafts and withdrawn ones too, a few hundred bytes each, so 2,000 listings are one Query page.
 */

/** What the catalogue holds for a property: its card (as JSON) and search text, or nothing when it is not listable. */
export const catalogueEntry = (property: Property) =>
  isListable(property) ? { card: JSON.stringify(cardOf(property)), text: searchHaystack(property) } : undefined;

/** The management table's row of a property, as stored (JSON). */
export const managementRowOf = (property: Property): string => JSON.stringify(propertyRowOf(property));

/** Every property's management row, newest first. */
export async function listManagementRows(): Promise<PropertyRow[]> {
  const { data } = await managementRowEntity.query.all({}).go({ pages: 'all' });
  const rows = data.map((item) => propertyRowSchema.parse(JSON.parse(item.row)));
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

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

/** What the views hold of one property, as stored. */
export interface StoredViews {
  card?: string;
  text?: string;
  row?: string;
}

/** The views as stored (catalogue cards and search texts, management rows), by property id (for the consistency sweep). */
export async function storedViews(): Promise<Map<string, StoredViews>> {
  const [cards, texts, rows] = await Promise.all([
    catalogueCardEntity.query.all({}).go({ pages: 'all' }),
    catalogueSearchEntity.query.all({}).go({ pages: 'all' }),
    managementRowEntity.query.all({}).go({ pages: 'all' }),
  ]);
  const stored = new Map<string, StoredViews>();
  const add = (propertyId: string, part: StoredViews) => stored.set(propertyId, { ...stored.get(propertyId), ...part });
  for (const { propertyId, card } of cards.data) add(propertyId, { card });
  for (const { propertyId, text } of texts.data) add(propertyId, { text });
  for (const { propertyId, row } of rows.data) add(propertyId, { row });
  return stored;
}
