import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';

/**
 * One message of a deal's thread (shared/src/domain/deal-message.ts): in the deal's partition beside its entries,
 * sorted by time, created on condition it does not exist and never updated or deleted (no route or module does either).
 */
export const dealMessageEntity = /* @__PURE__ */ new Entity(
  {
    model: { entity: 'dealMessage', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      messageId: keyString('messageId'),
      at: keyString('at'),
      side: keyString('side'),
      ...storedAttributes(['by', 'text']),
    },
    indexes: {
      byDeal: { pk: { field: 'pk', composite: ['dealId'] }, sk: { field: 'sk', composite: ['at', 'messageId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
