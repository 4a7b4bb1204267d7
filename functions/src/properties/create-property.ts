import { routes } from '@shared/routes';
import { createProperty } from '../db/properties';
import { auditBy } from '../http/caller';
import { httpHandler, respond } from '../http/handler';
import { propertyInputFrom } from './property-form-input';

/** POST /properties (admin): 'Publish Property' or 'Save as Draft'; the record, its catalogue items and the audit event in one transaction. */
export const handler = httpHandler(routes.createProperty, async ({ body, caller }) => {
  const { isPublished, ...form } = body;
  const input = await propertyInputFrom(form, isPublished);
  const property = await createProperty(input, { audit: auditBy(caller, isPublished ? 'property created and published' : 'property saved as draft') });
  return respond(201, { property });
});
