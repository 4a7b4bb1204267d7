import { randomUUID } from 'node:crypto';
import { propertyInputSchema, propertySchema, type Property, type PropertyCard, type PropertyInput } from '@shared/domain/property';
import { cardOf, cardSourceFields } from '@shared/views/property-card';
import { isAbsoluteUrl } from '@shared/rules/images';
import { documentFields } from '@shared/rules/document-fields';
import { searchFields, searchHaystack } from '@shared/rules/property-filters';
import { withNulls } from '../../db/attributes';
import { auditStep, type AuditContext } from '../../db/audit';
import { catalogueEntry, managementRowOf, storedViews, type PageRequest, type StoredViews } from './catalogue';
import { propertyEntity } from '../../db/entities/property';
import { propertyDeletionEntity } from '../../db/entities/property-deletion';
import '../../db/entities/interest-count'; // named in this module's transactions (entity-registry.ts)
import '../../db/entities/reservation-lock'; // named in this module's transactions (entity-registry.ts)
import { retryingConflicts } from '../../db/conflicts';
import { applied, assertFitsInItem, conditionalWrite, duplicate, ListingHeldError, staleWrite } from '../../db/errors';
import { parseFields } from '../../db/fields';
import { readPage, type Page, type PageOptions } from '../../db/pages';
import { portal, type WriteEntities, type WriteStep } from '../../db/service';
import { updateVersioned, type Patch } from '../../db/versioned';
import { listingEventStep, withAlertFields, type Announce } from '../../alerts/db/listing-events';

const toProperty = (item: unknown): Property => propertySchema.parse(item);

/** The transaction steps that remove a property's catalogue items (card, search text). */
const catalogueDeletes = ({ catalogueCard, catalogueSearch }: WriteEntities, propertyId: string): WriteStep[] => [
  catalogueCard.delete({ propertyId }).commit(),
  catalogueSearch.delete({ propertyId }).commit(),
];

/** The transaction steps that remove every view item of a property (catalogue card and search text, management row). */
const viewDeletes = (tx: WriteEntities, propertyId: string): WriteStep[] => [
  ...catalogueDeletes(tx, propertyId),
  tx.managementRow.delete({ propertyId }).commit(),
];

/**
 * The transaction steps that bring a property's view items in line with the record: its management row
 * always, its catalogue card and search text while it is listable.
 */
export function viewWrites(tx: WriteEntities, record: Property): WriteStep[] {
  const entry = catalogueEntry(record);
  const propertyId = record.id;
  return [
    tx.managementRow.put({ propertyId, row: managementRowOf(record), createdAt: record.createdAt }).commit(),
    ...(entry
      ? [
          tx.catalogueCard.put({ propertyId, card: entry.card, position: entry.position }).commit(),
          tx.catalogueSearch.put({ propertyId, text: entry.text }).commit(),
        ]
      : catalogueDeletes(tx, propertyId)),
  ];
}

/**
 * What a listing change needs of the listing's reservation lock (entities/reservation-lock.ts) so that no reservation
 * is left open on a listing that cannot be sold to its investor: 'none' when the change takes the listing off the
 * market (deleted, unpublished, Sold or Withdrawn), 'notHeld' when it moves an Available listing on (Under Offer or
 * Under Contract: only an accepted reservation's own transaction does that while one holds it). The condition sits in
 * the change's own transaction, and a reservation is created on condition the listing is published and Available in
 * its own (reservations.ts): a race of the two commits one of them, never both. A change that leaves the listing as
 * it was in these respects (an edit, a featured flag) needs nothing, so an accepted deal's listing stays editable.
 * Refusing rather than ending the hold keeps the refund, the investor's notice and the waiting list with the one flow
 * that already does them right: the admin's cancellation of the reservation, with its reason.
 */
export type ListingHoldGuard = 'none' | 'notHeld';

export function listingHoldGuard(current: Property, next: Property | null): ListingHoldGuard | undefined {
  if (!next) return 'none';
  if (current.isPublished && !next.isPublished) return 'none';
  if (next.status === current.status) return undefined;
  if (next.status === 'Sold' || next.status === 'Withdrawn') return 'none';
  return current.status === 'Available' ? 'notHeld' : undefined;
}

/** The condition on the listing's reservation lock that `guard` asks for, as a step of the change's transaction. */
const listingHoldStep = (tx: WriteEntities, propertyId: string, guard: ListingHoldGuard): WriteStep =>
  tx.reservationLock
    .check({ propertyId })
    .where(({ reservationId, status }, { notExists, ne }) =>
      guard === 'none' ? notExists(reservationId) : `${notExists(reservationId)} OR ${ne(status, 'held')}`,
    )
    .commit();

const transaction = (build: (entities: WriteEntities) => WriteStep[]) => portal.transaction.write(build).go();

/** Creates the record and its view items in one transaction; with `audit`, the audit event too. */
export async function createProperty(
  input: PropertyInput,
  options: { id?: string; createdAt?: string; audit?: AuditContext; announce?: Announce } = {},
): Promise<Property> {
  const now = new Date().toISOString();
  const record = withAlertFields(
    null,
    toProperty({
      ...withNulls(propertyInputSchema.parse(input)),
      id: options.id ?? randomUUID(),
      createdAt: options.createdAt ?? now,
      updatedAt: now,
      version: 1,
    }),
  );
  assertFitsInItem(record);
  const event = options.audit ? listingEventStep(null, record, options.audit) : null;
  await conditionalWrite(
    transaction((tx) => [
      tx.property.create(record).commit(),
      ...viewWrites(tx, record),
      ...(options.audit ? [auditStep(tx, options.audit, { targetType: 'property', targetId: record.id, before: null, after: record })] : []),
      ...(event ? [event.step(tx)] : []),
    ]),
    duplicate(`A property with id ${record.id} already exists.`),
  );
  if (event) await options.announce?.(event.event);
  return record;
}

/** Whether the property was deleted, and whether what hung off it (favourites, send log, files) is gone too. */
export async function propertyDeletion(id: string): Promise<{ deletedAt: string; finished: boolean } | undefined> {
  const { data } = await propertyDeletionEntity.get({ id }).go();
  return data ? { deletedAt: data.deletedAt, finished: data.finishedAt !== undefined } : undefined;
}

export async function finishPropertyDeletion(id: string): Promise<void> {
  await propertyDeletionEntity.patch({ id }).set({ finishedAt: new Date().toISOString() }).go();
}

export async function getProperty(id: string): Promise<Property | undefined> {
  const { data } = await propertyEntity.get({ id }).go();
  return data ? toProperty(data) : undefined;
}

/**
 * Applies `patch` (a whole PropertyInput is a patch too) if nobody saved since `expectedVersion` was read,
 * else StaleWriteError; the record, its view items and (with `audit`) its audit event change in one transaction.
 * `refuse` sees the record as it would be written (the stored version patched) and may throw to write nothing.
 */
export async function updateProperty(
  id: string,
  patch: Patch<Property>,
  expectedVersion: number,
  audit?: AuditContext,
  announce?: Announce,
  refuse?: (next: Property) => void,
): Promise<Property> {
  let event: ReturnType<typeof listingEventStep> = null;
  let guard: ListingHoldGuard | undefined;
  // A reservation made at the same moment meets this change at the listing's lock and record: a transaction DynamoDB
  // cancelled for that conflict wrote nothing, and is tried again (with the same expected version).
  const record = await retryingConflicts(() =>
    updateVersioned(
      'property',
      { id, patch, expectedVersion, audit },
      {
        load: getProperty,
        parse: toProperty,
        derive: (current, next) => {
          refuse?.(next);
          return withAlertFields(current, next);
        },
        writes: (tx, record, expected, current) => {
          // An admin's change that investors hear about (rules/alert-matching.ts) stores its event in the same transaction.
          event = audit ? listingEventStep(current, record, audit) : null;
          guard = listingHoldGuard(current, record);
          return [
            // First, so that its code is the refusal's (below).
            ...(guard ? [listingHoldStep(tx, id, guard)] : []),
            tx.property
              .put(record)
              .where(({ version }, { eq }) => eq(version, expected))
              .commit(),
            ...viewWrites(tx, record),
            ...(event ? [event.step(tx)] : []),
          ];
        },
        refusal: (codes) => (guard && codes[0] === 'ConditionalCheckFailed' ? new ListingHeldError() : undefined),
      },
    ),
  );
  const written = event as ReturnType<typeof listingEventStep>;
  if (written) await announce?.(written.event);
  return record;
}

export interface CatalogueRefresh {
  /** Property records looked at. */
  properties: number;
  /** Properties whose view items (cards, search texts, management rows) were written: missing or out of date. */
  written: number;
  /** Properties whose view items were removed because the property is gone. */
  removed: number;
}

/**
 * Brings the views in line with the property records: writes missing or out-of-date cards, search texts and
 * management rows (e.g. data from before a rule changed) and removes those of properties that are gone. A property
 * saved meanwhile is left to its own save, and one created meanwhile (its views read, its record not) keeps its views:
 * they are removed only while no record of that id exists. Locally the seed runs it on start; on AWS an admin runs it
 * through POST /catalogue/rebuild.
 */
export async function refreshCatalogue(): Promise<CatalogueRefresh> {
  const [properties, stored] = await Promise.all([listAllProperties(), storedViews()]);
  const outOfDate = properties.filter((record) => !isUpToDate(record, stored.get(record.id)));
  const written = await inBatches(outOfDate, (record) =>
    applied(
      transaction((tx) => [
        tx.property
          .check({ id: record.id })
          .where(({ version }, { eq }) => eq(version, record.version))
          .commit(),
        ...viewWrites(tx, record),
      ]),
    ),
  );
  const ids = new Set(properties.map((record) => record.id));
  const orphans = [...stored.keys()].filter((propertyId) => !ids.has(propertyId));
  const removed = await inBatches(orphans, (propertyId) =>
    applied(
      transaction((tx) => [
        tx.property
          .check({ id: propertyId })
          .where(({ id }, { notExists }) => notExists(id))
          .commit(),
        ...viewDeletes(tx, propertyId),
      ]),
    ),
  );
  return { properties: properties.length, written: written.filter(Boolean).length, removed: removed.filter(Boolean).length };
}

/** Whether the stored view items are what the record makes (no card or search text when it is not listable). */
function isUpToDate(record: Property, stored: StoredViews | undefined): boolean {
  const entry = catalogueEntry(record);
  if (stored?.row !== managementRowOf(record) || stored.rowCreatedAt !== record.createdAt) return false;
  return entry
    ? stored.card === entry.card && stored.position === entry.position && stored.text === entry.text
    : stored.card === undefined && stored.text === undefined;
}

/** A few transactions at a time: a rebuild after a rule change rewrites every entry, within one Lambda's timeout. */
async function inBatches<T, R>(items: readonly T[], write: (item: T) => Promise<R>, size = 16): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(write))));
  return results;
}

/** Every property, newest first, whole records (the catalogue sweep, the abandoned-upload sweep, the seed). */
export async function listAllProperties(): Promise<Property[]> {
  const { data } = await propertyEntity.query.newestFirst({}).go({ pages: 'all', order: 'desc' });
  return data.map(toProperty);
}

/** A page of the admin list: properties' cards, newest first, read from only the fields a card is made of. */
export function listPropertyCardsPage({ page, limit }: PageRequest): Promise<Page<PropertyCard>> {
  const query = propertyEntity.query.newestFirst({});
  return readPage(propertyEntity, (options: PageOptions) => query.go({ ...options, order: 'desc', attributes: [...cardSourceFields] }), {
    page,
    limit,
    map: (item) => cardOf(parseFields(propertySchema.shape, cardSourceFields, item)),
    bytesOf: (item) => JSON.stringify(item).length,
  });
}

const searchedFields = ['id', ...searchFields] as const;

/** A page of the admin search index: properties' search texts by id, read from only the searched fields. */
export function listPropertySearchTextsPage({ page, limit }: PageRequest): Promise<Page<[string, string]>> {
  const query = propertyEntity.query.newestFirst({});
  return readPage(propertyEntity, (options: PageOptions) => query.go({ ...options, attributes: [...searchedFields] }), {
    page,
    limit,
    map: (item): [string, string] => {
      const fields = parseFields(propertySchema.shape, searchedFields, item);
      return [fields.id, searchHaystack(fields)];
    },
    bytesOf: (item) => JSON.stringify(item).length,
  });
}

/** Several properties by id in one batch (missing ids are simply absent from the result). */
export async function getProperties(ids: readonly string[]): Promise<Property[]> {
  if (ids.length === 0) return [];
  const { data } = await propertyEntity.get([...new Set(ids)].map((id) => ({ id }))).go();
  return data.map(toProperty);
}

/**
 * Deletes the record and its view items together, leaving its deletion marker (finishPropertyDeletion);
 * with `audit`, also stores the audit event (before = the record, after = null) in the same transaction.
 */
export async function deleteProperty(id: string, audit?: { context: AuditContext; before: Property }): Promise<void> {
  await retryingConflicts(() =>
    conditionalWrite(
      transaction((tx) => [
        // Never from under a reservation (listingHoldGuard): first, so that its code is the refusal's.
        listingHoldStep(tx, id, 'none'),
        tx.property.delete({ id }).commit(),
        tx.propertyDeletion.put({ id, deletedAt: new Date().toISOString() }).commit(),
        ...viewDeletes(tx, id),
        // Its registrations stay (the admin still sees who asked); the count shown beside the listing goes with it.
        tx.interestCount.delete({ propertyId: id }).commit(),
        ...(audit ? [auditStep(tx, audit.context, { targetType: 'property', targetId: id, before: audit.before, after: null })] : []),
      ]),
      (codes) => (codes[0] === 'ConditionalCheckFailed' ? new ListingHeldError() : staleWrite('property')()),
    ),
  );
}

/** 'Copy of …' within the title's 200 characters. */
const copyTitle = (title: string) => `Copy of ${title}`.slice(0, 200);

/**
 * Beyond the spec, 'Duplicate listing': a new draft (unpublished, not featured) with every field of the
 * source except its files: no photos, no documents, no floor plan, no per-unit EPC certificates, and
 * comparables keep only images that are absolute URLs (uploaded ones live under the source's prefix, which
 * a delete of the source removes). Created with its audit event in one transaction.
 */
export async function duplicateProperty(source: Property, audit: AuditContext): Promise<Property> {
  const now = new Date().toISOString();
  const noDocuments = Object.fromEntries(documentFields.map((field) => [field, null]));
  const record = propertySchema.parse({
    ...source,
    ...noDocuments,
    id: randomUUID(),
    title: copyTitle(source.title),
    imageUrl: null,
    photos: [],
    isPublished: false,
    featured: false,
    epcUnits: source.epcUnits.map((unit) => ({ ...unit, documentUrl: null })),
    comparables: source.comparables.map((c) => ({ ...c, imageUrl: c.imageUrl && isAbsoluteUrl(c.imageUrl) ? c.imageUrl : null })),
    createdAt: now,
    updatedAt: now,
    version: 1,
  });
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        tx.property.create(record).commit(),
        ...viewWrites(tx, record),
        auditStep(tx, audit, { targetType: 'property', targetId: record.id, before: null, after: record }),
      ])
      .go(),
    duplicate(`A property with id ${record.id} already exists.`),
  );
  return record;
}
