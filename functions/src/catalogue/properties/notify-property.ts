import { routes } from '@shared/contract/routes';
import { notifyRefusal } from '@shared/rules/property-alert';
import { getProperty } from '../db/properties';
import { recordNotification } from '../db/property-notifications';
import { auditBy } from '../../http/caller';
import { HttpError, notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { logger } from '../../observability/powertools';
import { deliverNotification, notificationPayload } from './property-webhooks';
import { PROPERTY_NOT_FOUND } from './visible-property';

const actions = {
  all_users: 'property alert sent to all users',
  non_portal_members: 'property alert sent to non-portal members',
  specific_email: 'property alert sent to one email',
} as const;

/**
 * POST /properties/{id}/notifications (admin): posts the property to the audience's webhook (spec section 7),
 * signed with Standard Webhooks headers, and stores the send (audience, email, who, when, outcome) in the
 * property's send log with its audit event. Answers the log entry: outcome 'failed' when the webhook said no.
 * A draft or Withdrawn listing is a 409: investors cannot see it, so the alert's sneak-peek link would not open.
 */
export const handler = httpHandler(routes.notifyProperty, async ({ params, body, caller }) => {
  const property = await getProperty(params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const refusal = notifyRefusal(property);
  if (refusal) throw new HttpError(409, refusal);
  const email = body.audience === 'specific_email' ? (body.email ?? null) : null;
  const delivery = await deliverNotification(body.audience, notificationPayload(property, body.audience, email));
  if (!delivery.ok) logger.warn('property webhook failed', { id: property.id, audience: body.audience, status: delivery.status, reason: delivery.reason });
  const notification = await recordNotification(
    { propertyId: property.id, audience: body.audience, email, outcome: delivery.ok ? 'ok' : 'failed', webhookStatus: delivery.status },
    auditBy(caller, actions[body.audience]),
  );
  return { notification };
});
