import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';

/**
 * A member's erasure while it runs: written before anything is deleted, with what the remaining steps need (the
 * email, the one-way reference), so a retry finishes an erasure that failed halfway, even once the profile is gone.
 * Deleted as the last step: a finished erasure leaves nothing that links the reference to the person.
 * Its own partition (`memberId`), apart from the member's items that the erasure deletes.
 */
export const memberErasureEntity = new Entity(
  {
    model: { entity: 'memberErasure', version: '1', service: 'portal' },
    attributes: {
      memberId: keyString('memberId'),
      email: { type: 'string', required: true, field: 'email' },
      reference: { type: 'string', required: true, field: 'reference' },
      startedAt: { type: 'string', required: true, field: 'started_at' },
      noticeQueuedAt: { type: 'string', field: 'notice_queued_at' },
    },
    indexes: { byMember: { pk: { field: 'pk', composite: ['memberId'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
