import { randomUUID } from 'node:crypto';
import type { PropertyNotification } from '@shared/domain/property-notification';
import { auditStep, type AuditContext } from '../../db/audit';
import { propertyNotificationEntity } from '../../db/entities/property-notification';
import { conditionalWrite, duplicate } from '../../db/errors';
import { portal } from '../../db/service';

/** A property's send log of property alerts (spec section 7), written with its audit event. */

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
