import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import {
  propertyInputSchema,
  propertySchema,
  type Property,
  type PropertyCard,
  type PropertyInput,
} from '@shared/domain/property';
import { cardSummaryText, toPropertyCard, type CardSource } from '@shared/property-card';
import { searchHaystack } from '@shared/rules/property-filters';
import { isListable } from '@shared/rules/visibility';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes, versionAttribute, withNulls } from './attributes';
import { isConditionalCheckFailure, StaleWriteError } from './errors';

const inputKeys = Object.keys(propertyInputSchema.shape) as (keyof PropertyInput)[];

export const propertyEntity = new Entity(
  {
    model: { entity: 'property', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(inputKeys),
      // Derived from the record on every write (see `withDerived`): the card summary and the search text.
      summary: { type: 'string', field: 'summary' },
      searchText: { type: 'string', field: 'search_text' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
      catalogue: {
        index: 'catalogue',
        pk: { field: 'cat_pk', composite: [] },
        sk: { field: 'cat_sk', composite: ['createdAt'] },
        // Sparse: only listable properties get these keys, so the investor list never reads the rest.
        condition: (item) => isListable(item as Pick<Property, 'isPublished' | 'status'>),
      },
      searchIndex: {
        index: 'search',
        pk: { field: 'search_pk', composite: [] },
        sk: { field: 'search_sk', composite: ['id'] },
        condition: (item) => isListable(item as Pick<Property, 'isPublished' | 'status'>),
      },
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toProperty = (item: unknown): Property => propertySchema.parse(item);

/** The stored item: the record plus what is derived from it, so reads never recompute it. */
const withDerived = (record: Property) => ({ ...record, summary: cardSummaryText(record), searchText: searchHaystack(record) });

export async function createProperty(input: PropertyInput, options: { id?: string; createdAt?: string } = {}): Promise<Property> {
  const now = new Date().toISOString();
  const record = toProperty({
    ...withNulls(propertyInputSchema.parse(input)),
    id: options.id ?? randomUUID(),
    createdAt: options.createdAt ?? now,
    updatedAt: now,
    version: 1,
  });
  await propertyEntity.create(withDerived(record)).go();
  return record;
}

export async function getProperty(id: string): Promise<Property | undefined> {
  const { data } = await propertyEntity.get({ id }).go();
  return data ? toProperty(data) : undefined;
}

/** Replaces the editable fields if nobody saved since `expectedVersion` was read; else StaleWriteError. */
export async function updateProperty(id: string, input: PropertyInput, expectedVersion: number): Promise<Property> {
  const current = await getProperty(id);
  if (!current) throw new StaleWriteError('property');
  const record = toProperty({
    ...current,
    ...withNulls(propertyInputSchema.parse(input)),
    updatedAt: new Date().toISOString(),
    version: expectedVersion + 1,
  });
  try {
    await propertyEntity.put(withDerived(record)).where(({ version }, { eq }) => eq(version, expectedVersion)).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new StaleWriteError('property');
    throw error;
  }
  return record;
}

/** Cards of the published, non-Withdrawn properties (read from the sparse catalogue index). */
export async function listCatalogue(): Promise<PropertyCard[]> {
  const { data } = await propertyEntity.query.catalogue({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => toPropertyCard(item as unknown as CardSource, item.summary ?? ''));
}

/** Search text by id of the published, non-Withdrawn properties (read from the sparse search index). */
export async function listCatalogueSearchTexts(): Promise<Record<string, string>> {
  const { data } = await propertyEntity.query.searchIndex({}).go({ pages: 'all' });
  return Object.fromEntries(data.map((item) => [item.id, item.searchText ?? '']));
}

/**
 * Rewrites the stored items whose derived fields (card summary, search text) are missing or out of date,
 * e.g. written before those existed or before their rules changed. A record saved meanwhile is skipped.
 */
export async function refreshDerivedFields(): Promise<number> {
  const { data } = await propertyEntity.query.newestFirst({}).go({ pages: 'all' });
  let refreshed = 0;
  for (const item of data) {
    const stored = withDerived(toProperty(item));
    if (item.summary === stored.summary && item.searchText === stored.searchText) continue;
    try {
      await propertyEntity.put(stored).where(({ version }, { eq }) => eq(version, stored.version)).go();
      refreshed++;
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
  }
  return refreshed;
}

/** Every property, newest first (admins). */
export async function listAllProperties(): Promise<Property[]> {
  const { data } = await propertyEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map(toProperty);
}

/** Several properties by id in one batch (missing ids are simply absent from the result). */
export async function getProperties(ids: readonly string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const { data } = await propertyEntity.get([...new Set(ids)].map((id) => ({ id }))).go();
  return data.map(toProperty);
}

export async function deleteProperty(id: string): Promise<void> {
  await propertyEntity.delete({ id }).go();
}
