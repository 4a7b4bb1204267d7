import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';
import { register } from '../entity-registry';

/**
 * An investor's deal message the admins have not yet been emailed about: created in the message's own transaction,
 * deleted by the sweep that emails it (functions/src/sales/deals/message-batches.ts). A deal's oldest notice opens its
 * window; the sweep sends one email per admin for every notice of a deal once that window has closed. One partition
 * for all, so the sweep finds them with one Query; it holds only messages not yet emailed. Holds ids and a time, no
 * one's data.
 */
export const dealMessageNoticeEntity = new Entity(
  {
    model: { entity: 'dealMessageNotice', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      at: keyString('at'),
      messageId: keyString('messageId'),
    },
    indexes: { all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['dealId', 'at', 'messageId'] } } },
  },
  { client: dynamoClient, table: tableName() },
);
register(dealMessageNoticeEntity);
