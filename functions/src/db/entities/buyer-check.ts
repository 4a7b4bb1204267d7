import { Entity } from '../electrodb';
import { dynamoClient, tableName } from '../client';
import { keyString, storedAttributes, versionAttribute } from '../attributes';
import { register } from '../entity-registry';

/**
 * A buyer's checks under the Money Laundering Regulations 2017 (one record per member, versioned: the buyer and
 * admins edit it at once). Keyed by the member's id in a partition of its own, beside the member's partition rather
 * than in it: an erasure inside the retention window keeps it (UK GDPR Art. 17(3)(b); member-data.ts), and the
 * retention job deletes it five years after the relationship ends (reg. 40).
 */
export const buyerCheckEntity = new Entity(
  {
    model: { entity: 'buyerCheck', version: '1', service: 'portal' },
    attributes: {
      buyerId: keyString('buyerId'),
      version: versionAttribute,
      updatedAt: keyString('updatedAt'),
      /** The list version the record's people were last screened against (the re-screening job's filter). */
      screenedListVersion: { type: 'string', field: 'screened_list_version' },
      /** When the record may be deleted (the retention job's filter); absent while the relationship lasts. */
      retainUntil: { type: 'string', field: 'retain_until' },
      ...storedAttributes([
        'createdAt',
        'part',
        'evidence',
        'detailsChangedAt',
        'screenings',
        'identityChecks',
        'risk',
        'pendingApprovals',
        'clearance',
        'relationshipEndedAt',
        'registerDiscrepancies',
        'ofsiReports',
      ]),
    },
    indexes: {
      byBuyer: { pk: { field: 'pk', composite: ['buyerId'] }, sk: { field: 'sk', composite: [] } },
      // Every buyer's record for the admin list, the re-screening and the retention job: one Query, never a Scan.
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['buyerId'] } },
    },
  },
  { client: dynamoClient, table: tableName() },
);
register(buyerCheckEntity);
