import { randomUUID } from 'node:crypto';
import { isAbsoluteUrl } from '@shared/images';
import { documentFields } from '@shared/property-documents';
import { propertySchema, type Property } from '@shared/domain/property';
import type { PropertyNotification } from '@shared/property-management';
import { auditStep, type AuditContext } from './audit';
import { propertyNotificationEntity } from './entities/property-notification';
import { conditionalWrite, duplicate } from './errors';
import { viewWrites } from './properties';
import { portal } from './service';

/**
 * Property Management: duplicating a listing and the property-alert send log. The table's rows are a view
 * kept beside the records (`listManagementRows` in catalogue.ts).
 */

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

type NewNotification = Omit<PropertyNotification, 'id' | 'at' | 'actorId' | 'actorEmail' | 'actorName'>;

/** Stores one delivery in the send log and its audit event, in one transaction. */
export async function recordNotification(entry: NewNotification, audit: AuditContext): Promise<PropertyNotification> {
  const notification: PropertyNotification = {
    ...entry,
    id: randomUUID(),
    at: new Date().toISOString(),
    actorId: audit.actor.id,
    actorEmail: audit.actor.email,
    actorName: audit.actor.name,
  };
  const logged = { audience: notification.audience, email: notification.email, outcome: notification.outcome, webhookStatus: notification.webhookStatus };
  await conditionalWrite(
    portal.transaction
      .write((tx) => [
        tx.propertyNotification.create(notification).commit(),
        auditStep(tx, audit, { targetType: 'property', targetId: entry.propertyId, before: null, after: logged }),
      ])
      .go(),
    duplicate(`Notification ${notification.id} already exists.`),
  );
  return notification;
}

const toNotification = (item: Record<string, unknown>): PropertyNotification => ({
  id: item.id as string,
  propertyId: item.propertyId as string,
  audience: item.audience as PropertyNotification['audience'],
  email: (item.email as string | null | undefined) ?? null,
  actorId: item.actorId as string,
  actorEmail: (item.actorEmail as string | null | undefined) ?? null,
  actorName: (item.actorName as string | null | undefined) ?? null,
  at: item.at as string,
  outcome: item.outcome as PropertyNotification['outcome'],
  webhookStatus: (item.webhookStatus as number | null | undefined) ?? null,
});

/** A property's send log, newest first (at most `limit` entries). */
export async function listNotifications(propertyId: string, limit = 200): Promise<PropertyNotification[]> {
  const { data } = await propertyNotificationEntity.query.byProperty({ propertyId }).go({ order: 'desc', count: limit });
  return data.map(toNotification);
}

/** Removes a property's send log (when the property is deleted). */
export async function removeNotifications(propertyId: string): Promise<number> {
  const { data } = await propertyNotificationEntity.query.byProperty({ propertyId }).go({ pages: 'all', attributes: ['propertyId', 'at', 'id'] });
  if (data.length) await propertyNotificationEntity.delete(data.map(({ at, id }) => ({ propertyId, at, id }))).go();
  return data.length;
}
