import { routes } from '@shared/routes';
import { createInterestRegistration } from '../db/interest-registrations';
import { httpHandler, logger, respond } from '../http/handler';
import { guardPublicWrite } from '../http/throttle';
import { invokeJob } from '../lambda';

/** Stores the registration (one per email), then hands the lead to the webhook function. */
export const handler = httpHandler(routes.registerInterest, async ({ body, event }) => {
  await guardPublicWrite('interest', event, body.email);
  const registration = await createInterestRegistration(body);
  // The registration is stored: a failure to queue the webhook is logged, never shown to the visitor.
  await invokeJob('leadWebhook', body).catch((error: unknown) => logger.error('could not queue the lead webhook', error as Error));
  return respond(201, { id: registration.id });
});
