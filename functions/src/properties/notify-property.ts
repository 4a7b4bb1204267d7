import { routes } from '@shared/routes';
import { getProperty } from '../db/properties';
import { recordNotification } from '../db/property-management';
import { auditBy } from '../http/caller';
import { notFound } from '../http/errors';
import { httpHandler, logger } from '../http/handler';
import { deliverNotification, notificationPayload } from './property-webhooks';
import { PROPERTY_NOT_FOUND } from './visible-property';

const actions = { all_users: 'property alert sent to all users', non_portal_members: 'property alert sent to non-portal members', specific_email: 'property alert sent to one email' } as const;

/**
 * POST /properties/{id}/notifications (admin): posts the property to the audience's webhook (spec section 7),
 * signed with Standard Webhooks headers, and stores the send (audience, email, who, when, outcome) in the
 * property's send log with its audit event. Answers the log entry: outcome 'failed' when the webhook said no.
 */
export const handler = httpHandler(routes.notifyProperty, async ({ params, body, caller }) => {
  const property = await getProperty(params.id);
  if (!property) throw notFound(PROPERTY_NOT_FOUND);
  const email = body.audience === 'specific_email' ? (body.email ?? null) : null;
  const delivery = await deliverNotification(body.audience, notificationPayload(property, body.audience, email));
  if (!delivery.ok) logger.warn('property webhook failed', { id: property.id, audience: body.audience, status: delivery.status, reason: delivery.reason });
  const notification = await recordNotification(
    { propertyId: property.id, audience: body.audience, email, outcome: delivery.ok ? 'ok' : 'failed', webhookStatus: delivery.status },
    auditBy(caller, actions[body.audience]),
  );
  return { notification };
});
