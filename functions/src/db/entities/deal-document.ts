import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes } from '../attributes';

/**
 * One document stored with a deal (shared/src/domain/deal-document.ts): in the deal's partition, sorted by time,
 * created on condition it does not exist and never updated or deleted (a newer upload is one more item).
 */
export const dealDocumentEntity = /* @__PURE__ */ new Entity(
  {
    model: { entity: 'dealDocument', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      documentId: keyString('documentId'),
      at: keyString('at'),
      kind: keyString('kind'),
      ...storedAttributes(['key', 'fileName', 'by']),
    },
    indexes: {
      byDeal: { pk: { field: 'pk', composite: ['dealId'] }, sk: { field: 'sk', composite: ['at', 'documentId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
