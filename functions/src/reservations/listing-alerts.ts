import type { ListingEvent } from '@shared/domain/alert';
import { announceListingEvent } from '../alerts/announce';
import { listingEventOfStatus, type BackOnMarket } from '../db/reservations';

/**
 * A listing back on the market after its accepted reservation ended: its 'back to Available' listing event is stored
 * with the change, and the fan-out tells the investors whose searches and requirements match (docs/architecture.md section 10).
 */
export const listingAlerts: BackOnMarket = (property, audit) => {
  const event: { stored?: ListingEvent } = {};
  return {
    also: listingEventOfStatus(property, 'Available', audit, event),
    announce: async () => {
      if (event.stored) await announceListingEvent(event.stored);
    },
  };
};
