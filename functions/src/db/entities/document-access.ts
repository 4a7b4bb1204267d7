import { Entity } from '../electrodb';
import { documentAccessSubjects } from '@shared/domain/document-access';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { ttlAttribute } from '../table';
import { register } from '../entity-registry';

/**
 * One issued signed link (the document-access log): one item with two keys, under the property's (or
 * resource's) partition, newest last by time, and in gsi2 under the user who opened it.
 */
export const documentAccessEntity = new Entity(
  {
    model: { entity: 'documentAccess', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      subjectType: { type: documentAccessSubjects, required: true, field: 'subject_type' },
      subjectId: keyString('subjectId'),
      subjectTitle: { type: 'string', required: true, field: 'subject_title' },
      document: { type: 'string', required: true, field: 'document' },
      documentLabel: { type: 'string', required: true, field: 'document_label' },
      userId: keyString('userId'),
      userName: { type: 'any', field: 'user_name' },
      userEmail: { type: 'any', field: 'user_email' },
      at: keyString('at'),
      /** DynamoDB TTL (epoch seconds): the record expires (shared/src/rules/retention.ts). */
      expiresAt: { type: 'number', field: ttlAttribute },
    },
    indexes: {
      bySubject: { pk: { field: 'pk', composite: ['subjectType', 'subjectId'] }, sk: { field: 'sk', composite: ['at', 'id'] } },
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId'] }, sk: { field: 'gsi2sk', composite: ['at', 'id'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(documentAccessEntity);
