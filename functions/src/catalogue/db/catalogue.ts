import type { Property, PropertyCard } from '@shared/domain/property';
import { cardOf } from '@shared/views/property-card';
import { propertyRowOf, type PropertyRow } from '@shared/views/property-management';
import { searchHaystack } from '@shared/rules/property-filters';
import { cataloguePosition, newestFirst } from '@shared/rules/sort';
import { isListable } from '@shared/rules/visibility';
import { catalogueCardEntity } from '../../db/entities/catalogue-card';
import { catalogueSearchEntity } from '../../db/entities/catalogue-search';
import { managementRowEntity } from '../../db/entities/management-row';
import { readPage, type Page, type PageOptions } from '../../db/pages';

/**
 * The investor catalogue, kept as small items beside the property records: for each published,
 * non-Withdrawn property one card item and one search-text item, each in its own partition. The list
 * then reads about 0.7 KB per property instead of whole records (DynamoDB Local pages and costs index
 * queries by the full item, so a GSI projection would not save that locally), and the search index
 * never weighs on the list. Written in the same transaction as the property (see properties.ts).
 *
 * Property Management's table is the same kind of view, for admins: one row item for every property,
 * drafts and withdrawn ones too, a few hundred bytes each.
 *
 * Each is read a page at a time (pages.ts): the cards in catalogue order and the rows newest first, so the first page
 * is the top of the list or the table.
 * The stored JSON is read as it is, not checked again against the schemas: only viewWrites writes it, from a record
 * that was checked, and refreshCatalogue rewrites whatever differs from what the record makes now (a zod check of
 * every card cost about as much as the rest of the list's answer).
 */

/** What the catalogue holds for a property: its card (as JSON), its place in catalogue order and its search text; nothing when it is not listable. */
export const catalogueEntry = (property: Property) =>
  isListable(property) ? { card: JSON.stringify(cardOf(property)), position: cataloguePosition(property), text: searchHaystack(property) } : undefined;

export interface PageRequest {
  page?: string;
  limit?: number;
}

/** The management table's row of a property, as stored (JSON). */
export const managementRowOf = (property: Property): string => JSON.stringify(propertyRowOf(property));

/** A page of management rows, newest first (by created time, then id): each page follows on from the one before. */
export function listManagementRowsPage({ page, limit }: PageRequest): Promise<Page<PropertyRow>> {
  const query = managementRowEntity.query.newestFirst({});
  return readPage(managementRowEntity, (options: PageOptions) => query.go({ ...options, order: 'desc' }), {
    page,
    limit,
    map: (item) => JSON.parse(item.row) as PropertyRow,
    bytesOf: (item) => item.row.length,
  });
}

/** Every property's management row, newest first (all pages). */
export async function listManagementRows(): Promise<PropertyRow[]> {
  const rows: PropertyRow[] = [];
  let page: string | undefined;
  do {
    const read = await listManagementRowsPage({ page });
    rows.push(...read.items);
    page = read.next;
  } while (page);
  return newestFirst(rows);
}

/** A page of the catalogue's cards, in catalogue order (featured first, then price descending). */
export function listCataloguePage({ page, limit }: PageRequest): Promise<Page<PropertyCard>> {
  const query = catalogueCardEntity.query.inOrder({});
  return readPage(catalogueCardEntity, (options: PageOptions) => query.go(options), {
    page,
    limit,
    map: (item) => JSON.parse(item.card) as PropertyCard,
    bytesOf: (item) => item.card.length,
  });
}

/** A page of the catalogue's search texts, by property id. */
export async function listCatalogueSearchTextsPage({ page, limit }: PageRequest): Promise<Page<[string, string]>> {
  const query = catalogueSearchEntity.query.all({});
  return readPage(catalogueSearchEntity, (options: PageOptions) => query.go(options), {
    page,
    limit,
    map: (item): [string, string] => [item.propertyId, item.text],
    bytesOf: (item) => item.propertyId.length + item.text.length,
  });
}

/** What the views hold of one property, as stored. */
export interface StoredViews {
  card?: string;
  position?: string;
  text?: string;
  row?: string;
  /** The management row's created time: absent on a row written before the rows were kept newest first on gsi1. */
  rowCreatedAt?: string;
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
  for (const { propertyId, card, position } of cards.data) add(propertyId, { card, position });
  for (const { propertyId, text } of texts.data) add(propertyId, { text });
  for (const { propertyId, row, createdAt } of rows.data) add(propertyId, { row, rowCreatedAt: createdAt });
  return stored;
}
