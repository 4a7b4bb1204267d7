import type { ListingEvent } from '@shared/domain/alert';
import { invokeJob } from '../../lambda';
import { logger } from '../../observability/powertools';

/**
 * Queues the fan-out of a listing event its write has just stored. The admin's save has succeeded either way: when the
 * queueing fails the event item stays, and the error is logged with its ids so it can be fanned out by hand.
 */
export async function announceListingEvent(event: ListingEvent): Promise<void> {
  await invokeJob('alerts', { propertyId: event.propertyId, eventId: event.id }).catch((error: unknown) =>
    logger.error('could not queue the listing event fan-out', { propertyId: event.propertyId, eventId: event.id, error: error as Error }),
  );
}
