import { patchAction, propertyRowOf } from '@shared/views/property-management';
import { routes } from '@shared/contract/routes';
import { announceListingEvent } from '../../alerts/emails/announce';
import { updateProperty } from '../db/properties';
import { auditBy } from '../../http/caller';
import { httpHandler } from '../../http/handler';
import { refuseUnpublishable } from './publish-gate';

/**
 * PATCH /properties/{id} (admin): the table's inline status, publish and featured changes. The record, its
 * catalogue entries and the audit event change in one transaction; a stale version is a 409 and writes nothing.
 */
export const handler = httpHandler(routes.patchProperty, async ({ params, body, caller }) => {
  const { expectedVersion, ...patch } = body;
  const property = await updateProperty(params.id, patch, expectedVersion, auditBy(caller, patchAction(patch)), announceListingEvent, refuseUnpublishable);
  return { property: propertyRowOf(property) };
});
