import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * What remains of a deleted property: written in the transaction that deletes the record, so a step that
 * outlives the record (an upload completing, a delete interrupted by an outage) can tell "deleted" from
 * "not created yet" (a new listing's photos are uploaded before its first save). `finishedAt` is set once
 * its favourites, send log and files are gone; until then a retried DELETE finishes the job.
 */
export const propertyDeletionEntity = new Entity(
  {
    model: { entity: 'propertyDeletion', version: '1', service: 'portal' },
    attributes: {
      id: keyString('id'),
      deletedAt: keyString('deletedAt'),
      finishedAt: { type: 'string', field: 'finished_at' },
    },
    indexes: { byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(propertyDeletionEntity);
