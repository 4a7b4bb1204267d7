import { Entity } from '../electrodb';
import { notificationAudiences } from '@shared/domain/property-notification';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/** One property-alert delivery (the notify dialog's send log), under its property's partition, ordered by time. */
export const propertyNotificationEntity = new Entity(
  {
    model: { entity: 'propertyNotification', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      propertyId: keyString('propertyId'),
      at: keyString('at'),
      audience: { type: notificationAudiences, required: true, field: 'audience' },
      email: { type: 'any', field: 'email' },
      actorId: { type: 'string', required: true, field: 'actor_id' },
      actorEmail: { type: 'any', field: 'actor_email' },
      actorName: { type: 'any', field: 'actor_name' },
      outcome: { type: ['ok', 'failed'] as const, required: true, field: 'outcome' },
      webhookStatus: { type: 'any', field: 'webhook_status' },
    },
    indexes: {
      byProperty: { pk: { field: 'pk', composite: ['propertyId'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(propertyNotificationEntity);
