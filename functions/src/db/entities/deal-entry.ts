import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';
import { register } from '../entity-registry';

/**
 * One line of a deal's trail (a note, a stage done or skipped, a change of targets, the end): in the deal's partition,
 * sorted by time, created on condition it does not exist and never updated or deleted (no route or module does either).
 */
export const dealEntryEntity = /* @__PURE__ */ new Entity(
  {
    model: { entity: 'dealEntry', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      entryId: keyString('entryId'),
      at: keyString('at'),
      kind: keyString('kind'),
      ...storedAttributes(['by', 'text', 'stage']),
    },
    indexes: {
      byDeal: { pk: { field: 'pk', composite: ['dealId'] }, sk: { field: 'sk', composite: ['at', 'entryId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(dealEntryEntity);
