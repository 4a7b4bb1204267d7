import { Entity } from '../electrodb';
import { auditTargets } from '@shared/domain/audit';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * One audit event, under its target's partition (a record's history is one Query, oldest to newest by
 * time), plus a newest-first index across every target for an admin activity view, and one by actor.
 */
export const auditEventEntity = new Entity(
  {
    model: { entity: 'auditEvent', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      targetType: { type: auditTargets, required: true, field: 'target_type' },
      targetId: keyString('targetId'),
      at: keyString('at'),
      action: { type: 'string', required: true, field: 'action' },
      actorId: { type: 'string', required: true, field: 'actor_id' },
      actorEmail: { type: 'any', field: 'actor_email' },
      actorName: { type: 'any', field: 'actor_name' },
      changes: { type: 'any', required: true, field: 'changes' },
    },
    indexes: {
      byTarget: { pk: { field: 'pk', composite: ['targetType', 'targetId'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['at', 'id'] } },
      // The events one person made: an erasure anonymises them (member-erasure.ts, which also finds those written before
      // this index, without its keys).
      byActor: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['actorId'] }, sk: { field: 'gsi2sk', composite: ['at', 'id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(auditEventEntity);
