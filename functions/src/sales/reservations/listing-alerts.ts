import type { ListingEvent } from '@shared/domain/alert';
import type { Property } from '@shared/domain/property';
import { announceListingEvent } from '../../alerts/emails/announce';
import type { AuditContext } from '../../db/audit';
import { listingEventOfStatus, type AlsoWrite } from '../db/reservations';

/**
 * A listing back on the market after its accepted reservation ended: its 'back to Available' listing event is stored
 * with the change, and the fan-out tells the investors whose searches and requirements match (docs/architecture.md section 10).
 */
export const listingAlerts = (property: Property, audit: AuditContext): { also: AlsoWrite; announce: () => Promise<void> } => {
  const event: { stored?: ListingEvent } = {};
  return {
    also: listingEventOfStatus(property, 'Available', audit, event),
    announce: async () => {
      if (event.stored) await announceListingEvent(event.stored);
    },
  };
};
