import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { ttlAttribute } from '../table';
import { register } from '../entity-registry';

export const interestRegistrationEntity = new Entity(
  {
    model: { entity: 'interestRegistration', version: '1', service: 'portal' },
    attributes: {
      email: keyString('email'),
      createdAt: keyString('createdAt'),
      propertyId: { type: 'string', field: 'property_id' },
      /** DynamoDB TTL (epoch seconds): a registration that never became an account expires (shared/src/rules/retention.ts). */
      expiresAt: { type: 'number', field: ttlAttribute },
      ...storedAttributes(['id', 'fullName', 'phone', 'message', 'status', 'leadDelivery'] as const),
    },
    indexes: {
      // Keyed by email: the conditional create is what makes an email register only once.
      byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['createdAt'] } },
      byProperty: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['propertyId'] },
        // Sparse: registrations without a property carry no gsi2 keys.
        sk: { field: 'gsi2sk', composite: ['createdAt'] },
      },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(interestRegistrationEntity);
