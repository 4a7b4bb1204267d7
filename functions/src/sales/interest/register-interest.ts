import { PROPERTY_INTEREST_UNAVAILABLE } from '@shared/domain/interest';
import { routes } from '@shared/contract/routes';
import { isListable } from '@shared/rules/visibility';
import { createInterestRegistration } from '../db/interest-registrations';
import { getProperty } from '../../catalogue/db/properties';
import { HttpError } from '../../http/errors';
import { httpHandler, respond } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { guardPublicWrite } from '../../http/throttle';
import { invokeJob } from '../../lambda';

/**
 * Stores the registration (one per email), then hands the lead to the webhook function. A registration made
 * from a shared property page names that property, which must be one a visitor can see.
 */
export const handler = httpHandler(routes.registerInterest, async ({ body, event }) => {
  await guardPublicWrite('interest', event, body.email);
  if (body.propertyId) {
    const property = await getProperty(body.propertyId);
    if (!property || !isListable(property))
      throw new HttpError(
        400,
        PROPERTY_INTEREST_UNAVAILABLE,
        { fields: [{ field: 'propertyId', message: PROPERTY_INTEREST_UNAVAILABLE }] },
        'PROPERTY_INTEREST_UNAVAILABLE',
      );
  }
  const registration = await createInterestRegistration(body);
  // The registration is stored: a failure to queue the webhook is logged, never shown to the visitor.
  await invokeJob('leadWebhook', body).catch((error: unknown) => logger.error('could not queue the lead webhook', error as Error));
  return respond(201, { id: registration.id });
});
