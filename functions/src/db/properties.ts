import { randomUUID } from 'node:crypto';
import { Entity } from 'electrodb';
import {
  propertyCardSchema,
  propertyInputSchema,
  propertySchema,
  type Property,
  type PropertyCard,
  type PropertyInput,
} from '@shared/domain/property';
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
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toProperty = (item: unknown): Property => propertySchema.parse(item);

export async function createProperty(input: PropertyInput, options: { id?: string; createdAt?: string } = {}): Promise<Property> {
  const now = new Date().toISOString();
  const record = toProperty({
    ...withNulls(propertyInputSchema.parse(input)),
    id: options.id ?? randomUUID(),
    createdAt: options.createdAt ?? now,
    updatedAt: now,
    version: 1,
  });
  await propertyEntity.create(record).go();
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
    await propertyEntity.put(record).where(({ version }, { eq }) => eq(version, expectedVersion)).go();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw new StaleWriteError('property');
    throw error;
  }
  return record;
}

/** Published, non-Withdrawn properties with the card fields only (read from the sparse catalogue index). */
export async function listCatalogue(): Promise<PropertyCard[]> {
  const { data } = await propertyEntity.query.catalogue({}).go({ pages: 'all', order: 'desc' });
  return data.map((item) => propertyCardSchema.parse(item));
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
