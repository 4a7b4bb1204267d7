import { routes } from '@shared/contract/routes';
import { announceListingEvent } from '../../alerts/emails/announce';
import { createProperty } from '../db/properties';
import { auditBy } from '../../http/caller';
import { httpHandler, respond } from '../../http/handler';
import { propertyInputFrom } from './property-form-input';
import { refuseUnpublishable } from './publish-gate';

/** POST /properties (admin): 'Publish Property' or 'Save as Draft', optionally with the id the form chose for its uploads; the record, its catalogue items and the audit event in one transaction. */
export const handler = httpHandler(routes.createProperty, async ({ body, caller }) => {
  const { isPublished, id, ...form } = body;
  const input = await propertyInputFrom(form, isPublished, { propertyId: id });
  refuseUnpublishable(input);
  // A client-chosen id (its uploads already live under it): a clash is a 409 from the conditional create.
  const property = await createProperty(input, {
    ...(id ? { id } : {}),
    audit: auditBy(caller, isPublished ? 'property created and published' : 'property saved as draft'),
    announce: announceListingEvent,
  });
  return respond(201, { property });
});
