import { randomUUID } from 'node:crypto';
import { createWriteTransaction, Entity, type CommittedTransactionResult, type TransactWriteItem } from 'electrodb';
import { propertyInputSchema, propertySchema, type Property, type PropertyInput } from '@shared/domain/property';
import { dynamoClient, tableName } from './client';
import { keyString, storedAttributes, versionAttribute, withNulls } from './attributes';
import { catalogueCardEntity, catalogueEntry, catalogueSearchEntity, storedCatalogue } from './catalogue';
import { DuplicateError, StaleWriteError } from './errors';

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
    },
  },
  { client: dynamoClient, table: tableName() },
);

const toProperty = (item: unknown): Property => propertySchema.parse(item);

const entities = { property: propertyEntity, card: catalogueCardEntity, search: catalogueSearchEntity };
type WriteEntities = Parameters<Parameters<typeof createWriteTransaction<typeof entities, unknown, never[]>>[1]>[0];
/** One step of a write transaction: a put, delete or condition check on any of the entities. */
type WriteStep = CommittedTransactionResult<unknown, TransactWriteItem>;

/** The transaction steps that remove a property's catalogue items (card, search text). */
const catalogueDeletes = ({ card, search }: WriteEntities, propertyId: string): WriteStep[] => [
  card.delete({ propertyId }).commit(),
  search.delete({ propertyId }).commit(),
];

/** The transaction steps that bring a property's catalogue items in line with the record. */
function catalogueWrites(tx: WriteEntities, record: Property): WriteStep[] {
  const entry = catalogueEntry(record);
  const propertyId = record.id;
  return entry
    ? [tx.card.put({ propertyId, card: entry.card }).commit(), tx.search.put({ propertyId, text: entry.text }).commit()]
    : catalogueDeletes(tx, propertyId);
}

/** Runs a write transaction; true when DynamoDB cancelled it (a condition failed), false when it was applied. */
async function cancelled(build: (entities: WriteEntities) => WriteStep[]): Promise<boolean> {
  const { canceled } = await createWriteTransaction(entities, build).go();
  return canceled;
}

export async function createProperty(input: PropertyInput, options: { id?: string; createdAt?: string } = {}): Promise<Property> {
  const now = new Date().toISOString();
  const record = toProperty({
    ...withNulls(propertyInputSchema.parse(input)),
    id: options.id ?? randomUUID(),
    createdAt: options.createdAt ?? now,
    updatedAt: now,
    version: 1,
  });
  if (await cancelled((tx) => [tx.property.create(record).commit(), ...catalogueWrites(tx, record)])) {
    throw new DuplicateError(`A property with id ${record.id} already exists.`);
  }
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
  const stale = await cancelled((tx) => [
    tx.property.put(record).where(({ version }, { eq }) => eq(version, expectedVersion)).commit(),
    ...catalogueWrites(tx, record),
  ]);
  if (stale) throw new StaleWriteError('property');
  return record;
}

/**
 * Brings the catalogue in line with the property records: writes missing or out-of-date cards and search
 * texts (e.g. data from before a rule changed) and removes entries of properties that are gone. A property
 * saved meanwhile is left to its own save. Returns how many entries it fixed.
 */
export async function refreshCatalogue(): Promise<number> {
  const [properties, stored] = await Promise.all([listAllProperties(), storedCatalogue()]);
  let fixed = 0;
  for (const record of properties) {
    const entry = catalogueEntry(record);
    const current = stored.get(record.id);
    stored.delete(record.id);
    const upToDate = entry ? current?.card === entry.card && current.text === entry.text : !current;
    if (upToDate) continue;
    const skipped = await cancelled((tx) => [
      tx.property.check({ id: record.id }).where(({ version }, { eq }) => eq(version, record.version)).commit(),
      ...catalogueWrites(tx, record),
    ]);
    if (!skipped) fixed++;
  }
  for (const propertyId of stored.keys()) {
    await cancelled((tx) => catalogueDeletes(tx, propertyId));
    fixed++;
  }
  return fixed;
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

/** Deletes the record and its catalogue entry together. */
export async function deleteProperty(id: string): Promise<void> {
  await cancelled((tx) => [tx.property.delete({ id }).commit(), ...catalogueDeletes(tx, id)]);
}
