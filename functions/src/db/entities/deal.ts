import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/**
 * A deal (shared/src/domain/deal.ts), keyed by the accepted reservation's id and created on condition it does not exist
 * in the acceptance's own transaction; versioned (the admins and the investor change it). Its entries share its
 * partition. The sourcer's board reads gsi1, one partition per column (a stage's key while open, 'completed' or
 * 'fellThrough' once ended), sorted by since when: a Query per column, never a Scan. The investor's deals are in gsi2,
 * beside their reservations.
 */
export const dealEntity = /* @__PURE__ */ new Entity(
  {
    model: { entity: 'deal', version: '1', service: 'portal' },
    attributes: {
      dealId: keyString('dealId'),
      propertyId: keyString('propertyId'),
      investorId: keyString('investorId'),
      acceptedAt: keyString('acceptedAt'),
      column: keyString('column'),
      columnSince: keyString('columnSince'),
      status: keyString('status'),
      createdAt: keyString('createdAt'),
      updatedAt: keyString('updatedAt'),
      version: versionAttribute,
      ...storedAttributes([
        'financing',
        'pricePence',
        'feeTerms',
        'stages',
        'buyerSolicitor',
        'fallThrough',
        'completedAt',
        'listingAtAcceptance',
        'analysisAtAcceptance',
      ]),
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['dealId'] }, sk: { field: 'sk', composite: [] } },
      byColumn: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['column'] }, sk: { field: 'gsi1sk', composite: ['columnSince', 'dealId'] } },
      byInvestor: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['investorId'] }, sk: { field: 'gsi2sk', composite: ['acceptedAt', 'dealId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(dealEntity);
