import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString } from '../attributes';

/**
 * How far one side of a deal (its investor, or the sourcer's admins) has read the deal's messages: the time of the
 * newest message it listed. In the deal's partition, one item a side, only ever moved later (a conditional put), so
 * the other side can show 'Read'.
 */
export const dealReadMarkEntity = /* @__PURE__ */ new Entity(
  {
    model: { entity: 'dealReadMark', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      side: keyString('side'),
      readUpTo: keyString('readUpTo'),
    },
    indexes: {
      byDeal: { pk: { field: 'pk', composite: ['dealId'] }, sk: { field: 'sk', composite: ['side'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
