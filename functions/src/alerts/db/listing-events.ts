import { randomBytes } from 'node:crypto';
import { listingEventSchema, type ListingEvent } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { listingEventKind, withPriceChange } from '@shared/rules/alert-matching';
import type { AuditContext } from '../../db/audit';
import { listingEventEntity } from '../../db/entities/listing-event';
import type { WriteEntities, WriteStep } from '../../db/service';

/** What a write does with a stored listing event once its transaction has committed (queue the fan-out job). */
export type Announce = (event: ListingEvent) => Promise<void> | void;

/** A time-ordered id ('20261126163000123-1a2b3c4d'): event ids sort by time, so alerts keyed by them list newest first. */
export const listingEventId = (at: string): string => `${at.replace(/\D/g, '').slice(0, 17)}-${randomBytes(4).toString('hex')}`;

/** The server-kept fields of a property write: when it was first published, and the price it had before a change. */
export function withAlertFields(current: Property | null, next: Property): Property {
  const at = next.updatedAt;
  // Only a change sets them, so a save that changes nothing still writes nothing (versioned.ts).
  const firstPublishedAt = next.firstPublishedAt ?? (next.isPublished && !current?.isPublished ? at : undefined);
  const priceHistory = current && current.price !== next.price ? withPriceChange(current.priceHistory, current.price, at) : next.priceHistory;
  return { ...next, ...(firstPublishedAt ? { firstPublishedAt } : {}), ...(priceHistory ? { priceHistory } : {}) };
}

/** The listing event of a write, if it makes one, and its transaction step. */
export function listingEventStep(
  current: Property | null,
  next: Property,
  audit: AuditContext,
): { event: ListingEvent; step: (tx: WriteEntities) => WriteStep } | null {
  const kind = listingEventKind(current, next);
  if (!kind) return null;
  const at = next.updatedAt;
  // Made of the stored property's own checked fields: no schema to run it through (the fan-out checks what it reads).
  const event: ListingEvent = {
    id: listingEventId(at),
    propertyId: next.id,
    kind,
    price: next.price,
    previousPrice: kind === 'priceReduced' && current ? current.price : null,
    actorId: audit.actor.id,
    at,
  };
  return { event, step: (tx) => tx.listingEvent.create(event).commit() };
}

export async function getListingEvent(propertyId: string, id: string): Promise<ListingEvent | null> {
  const { data } = await listingEventEntity.get({ propertyId, id }).go();
  return data ? listingEventSchema.parse(data) : null;
}
