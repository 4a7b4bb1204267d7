import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * An Instant investor's open batch: the first alert of a window puts it (on condition there is none waiting), the
 * alerts that follow join it, and once `dueAt` has passed the sweep claims it (`claimId` until `claimedUntil`), sends
 * the one email of every alert queued meanwhile and deletes it. One partition for all, so the sweep finds them with one
 * Query; it holds only open batches, a few per active investor at most.
 */
export const instantBatchEntity = new Entity(
  {
    model: { entity: 'instantBatch', version: '1', service: 'portal' },
    attributes: {
      userId: keyString('userId'),
      dueAt: { type: 'string', required: true, field: 'due_at' },
      claimId: { type: 'string', field: 'claim_id' },
      claimedUntil: { type: 'string', field: 'claimed_until' },
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['userId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(instantBatchEntity);
