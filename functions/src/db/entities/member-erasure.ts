import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * A member's erasure while it runs: written before anything is deleted, with what the remaining steps need (the
 * email, the one-way reference), so a retry finishes an erasure that failed halfway, even once the profile is gone.
 * Deleted as the last step: a finished erasure leaves nothing that links the reference to the person.
 * Its own partition (`memberId`), apart from the member's items that the erasure deletes; the unfinished ones, oldest
 * first, are one Query of gsi1 (the admins' list, and the scheduled job that finishes those left over an hour).
 * `noticeId` is the erasure notice's `webhook-id` (Standard Webhooks), recorded before the notice is sent so that
 * every send of it, a retry's too, carries the same id and the receiver can drop a second copy.
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
      noticeId: { type: 'string', field: 'notice_id' },
    },
    indexes: {
      byMember: { pk: { field: 'pk', composite: ['memberId'] }, sk: { field: 'sk', composite: [] } },
      unfinished: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['startedAt', 'memberId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(memberErasureEntity);
