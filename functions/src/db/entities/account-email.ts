import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * The uniqueness item of an account's email. Create Account claims the address (a conditional put)
 * before it makes the Cognito login, and completes the claim with the user id in the profile's create
 * transaction; a failed attempt releases it. So of several requests for one address at once, exactly one
 * makes the login and the profile. A claim never completed (its request died) is taken over once stale.
 */
export const accountEmailEntity = new Entity(
  {
    model: { entity: 'accountEmail', version: '1', service: 'portal' },
    attributes: {
      email: keyString('email'),
      /** The request holding the claim. */
      claimId: keyString('claimId'),
      claimedAt: keyString('claimedAt'),
      /** Set with the profile: the claim is complete and stays for good. */
      userId: { type: 'string', field: 'user_id' },
    },
    indexes: { byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(accountEmailEntity);
