import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * The uniqueness item of a bootstrap admin's email: the first user id to be made an
 * admin through BOOTSTRAP_ADMIN_EMAILS claims the address with a conditional write, in the same
 * transaction as the profile, so two concurrent first calls (or two users with the same email) can never
 * both end up with an admin profile.
 */
export const adminEmailClaimEntity = new Entity(
  {
    model: { entity: 'adminEmailClaim', version: '1', service: 'portal' },
    attributes: { email: keyString('email'), userId: keyString('userId'), createdAt: keyString('createdAt') },
    indexes: { byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(adminEmailClaimEntity);
