import { Entity } from '../electrodb';
import { investorFieldsSchema, type Profile } from '@shared/domain/profile';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

const storedKeys = [
  'fullName',
  'email',
  'phone',
  'role',
  'isApproved',
  'welcomeEmailSent',
  'welcomeEmailSentAt',
  'lastLoginAt',
  'dealChasers',
  ...Object.keys(investorFieldsSchema.shape),
] as Exclude<keyof Profile, 'id' | 'accessStatus' | 'updatedAt' | 'version'>[];

/** A user's profile, keyed by the Cognito `sub`; versioned (admins and the user may edit it at once). */
export const profileEntity = new Entity(
  {
    model: { entity: 'profile', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      accessStatus: keyString('accessStatus'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes(storedKeys),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
      // All profiles for the admin lists; the sort key starts with the status so one status is a prefix query.
      byAccessStatus: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['accessStatus', 'updatedAt'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(profileEntity);
