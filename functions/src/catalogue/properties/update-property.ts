import { routes } from '@shared/contract/routes';
import { announceListingEvent } from '../../alerts/emails/announce';
import { getProperty, updateProperty } from '../db/properties';
import { notFound } from '../../http/errors';
import { auditBy } from '../../http/caller';
import { httpHandler } from '../../http/handler';
import { PROPERTY_NOT_FOUND } from './visible-property';
import { propertyInputFrom } from './property-form-input';
import { refuseUnpublishable } from './publish-gate';

/**
 * PUT /properties/{id} (admin): the whole form. The published flag is kept as it is (spec: 'On edit, the
 * published flag is kept as it is'); a save based on an older version than the stored one is a 409 and
 * changes nothing. Record, catalogue items and audit event in one transaction.
 */
export const handler = httpHandler(routes.updateProperty, async ({ params, body, caller }) => {
  const current = await getProperty(params.id);
  if (!current) throw notFound(PROPERTY_NOT_FOUND);
  const { expectedVersion, ...form } = body;
  const input = await propertyInputFrom(form, current.isPublished, { propertyId: current.id, current });
  // The published flag is the stored one, and the write only applies to that stored version: no race.
  const property = await updateProperty(current.id, input, expectedVersion, auditBy(caller, 'property updated'), announceListingEvent, refuseUnpublishable);
  return { property };
});
