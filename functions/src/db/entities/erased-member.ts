import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * What is kept of a finished erasure: the one-way reference its audit events are filed under, when it started and
 * finished (its audit events say who asked); nothing about the person (UK GDPR Art. 17 erasure, with the record
 * Art. 5(2) accountability asks for). Written in the transaction that removes the erasure's marker. Admins list them
 * newest first (gsi1) to read each one's kept audit events; a caller whose profile is gone is told they were erased.
 */
export const erasedMemberEntity = new Entity(
  {
    model: { entity: 'erasedMember', version: '1', service: 'portal' },
    attributes: {
      reference: keyString('reference'),
      startedAt: { type: 'string', required: true, field: 'started_at' },
      erasedAt: keyString('erasedAt'),
    },
    indexes: {
      byReference: { pk: { field: 'pk', composite: ['reference'] }, sk: { field: 'sk', composite: [] } },
      newestFirst: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['erasedAt', 'reference'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(erasedMemberEntity);
