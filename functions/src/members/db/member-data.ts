import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditTarget } from '@shared/domain/audit';
import { dynamoClient, tableName } from '../../db/client';
import { accountEmailEntity } from '../../db/entities/account-email';
import { adminEmailClaimEntity } from '../../db/entities/admin-email-claim';
import { alertEntity } from '../../db/entities/alert';
import { alertSettingsEntity } from '../../db/entities/alert-settings';
import { auditEventEntity } from '../../db/entities/audit-event';
import { buyerCheckEntity } from '../../db/entities/buyer-check';
import { dealEntity } from '../../db/entities/deal';
import { dealScenarioEntity } from '../../db/entities/deal-scenario';
import { digestEntryEntity } from '../../db/entities/digest-entry';
import { instantBatchEntity } from '../../db/entities/instant-batch';
import { documentAccessEntity } from '../../db/entities/document-access';
import { favouriteEntity } from '../../db/entities/favourite';
import { interestRegistrationEntity } from '../../db/entities/interest-registration';
import { itemCountEntity } from '../../db/entities/item-count';
import { profileEntity } from '../../db/entities/profile';
import { propertyRequestEntity } from '../../db/entities/property-request';
import { reservationEntity } from '../../db/entities/reservation';
import { savedSearchEntity } from '../../db/entities/saved-search';
import { waitingListEntryEntity } from '../../db/entities/waiting-list-entry';
import { tableKeys } from '../../db/table';

/**
 * Where a member's personal data is kept, in one place (docs/architecture.md section 13): export and erasure read
 * these, and a test proves no item is left under any of them after an erasure.
 *
 * Most of a member's items live in ONE partition, keyed by their user id (favourites, detail requests, saved
 * searches, deal scenarios; alerts and alert settings too). Export and erasure read that partition whole, by its
 * key alone, so an entity added under it later is exported and erased with no change here; naming its export
 * section is one line in `memberPartitionSections`.
 */
export const memberPartitionSections: Record<string, string> = {
  [favouriteEntity.schema.model.entity]: 'favourites',
  [propertyRequestEntity.schema.model.entity]: 'propertyRequests',
  [savedSearchEntity.schema.model.entity]: 'savedSearches',
  [dealScenarioEntity.schema.model.entity]: 'dealScenarios',
  [alertEntity.schema.model.entity]: 'alerts',
  [alertSettingsEntity.schema.model.entity]: 'alertSettings',
};

/** Entities of the member's partition that are bookkeeping, not data of the member's own (their counters): erased with it, never exported. */
export const memberPartitionBookkeeping: ReadonlySet<string> = new Set([itemCountEntity.schema.model.entity]);

/** A Query's key: a partition, optionally narrowed to a sort-key prefix, in the table or an index. */
export interface MemberKeyPrefix {
  /** What lives there, in words. */
  name: string;
  index?: 'gsi2';
  pk: string;
  /** Where several entities share the partition (an investor's reservations and waiting-list places), this entity's sort keys. */
  skPrefix?: string;
  /** The erasure handles these items in a step of their own (member-erasure.ts); every other prefix's items are simply deleted. */
  ownStep?: true;
}

/** The partition key value (and index) ElectroDB gives a Query, read from the entity's own definition so it cannot drift. */
const keyOf = (
  params: QueryCommandInput,
  name: string,
  { index, withSortPrefix = false, ownStep = false }: { index?: 'gsi2'; withSortPrefix?: boolean; ownStep?: boolean } = {},
): MemberKeyPrefix => {
  const values = params.ExpressionAttributeValues ?? {};
  const skPrefix = withSortPrefix ? (values[':sk1'] as string | undefined) : undefined;
  return { name, ...(index ? { index } : {}), pk: values[':pk'] as string, ...(skPrefix ? { skPrefix } : {}), ...(ownStep ? { ownStep: true as const } : {}) };
};
const params = (query: { params: () => unknown }) => query.params() as QueryCommandInput;

/**
 * Every key under which an item holds this member's personal data (by user id, or by their email). An entity keyed
 * by the member elsewhere than their partition adds one line here, e.g. items in a shared partition sorted by user id:
 * `keyOf(params(entity.query.all({ userId })), 'what they are', { withSortPrefix: true })`; the erasure then deletes them.
 */
export function memberKeyPrefixes(userId: string, email: string): MemberKeyPrefix[] {
  const address = email.trim().toLowerCase();
  return [
    // The member's own partition: every entity in it (its sort keys differ by entity, its partition key does not).
    keyOf(params(favouriteEntity.query.byUser({ userId })), 'partition'),
    keyOf(params(documentAccessEntity.query.byUser({ userId })), 'document opens', { index: 'gsi2' }),
    // Beside the reservations (kept: keptOnErasurePrefixes) in the investor's partition of gsi2.
    keyOf(params(waitingListEntryEntity.query.byInvestor({ investorId: userId })), 'waiting-list places', { index: 'gsi2', withSortPrefix: true }),
    // Alerts waiting for the member's next email, in the digest's shared partition.
    keyOf(params(digestEntryEntity.query.all({ userId })), 'digest entries', { withSortPrefix: true }),
    keyOf(params(instantBatchEntity.query.all({ userId })), 'Instant email batch', { withSortPrefix: true }),
    keyOf(params(profileEntity.query.byId({ id: userId })), 'profile', { ownStep: true }),
    keyOf(params(interestRegistrationEntity.query.byEmail({ email: address })), 'interest registration', { ownStep: true }),
    keyOf(params(accountEmailEntity.query.byEmail({ email: address })), 'account email', { ownStep: true }),
    keyOf(params(adminEmailClaimEntity.query.byEmail({ email: address })), 'admin email claim', { ownStep: true }),
    ...memberAuditTargets(userId, address).map(({ targetType, targetId }) =>
      keyOf(params(auditEventEntity.query.byTarget({ targetType, targetId })), `audit events about the ${targetType}`, { ownStep: true }),
    ),
  ];
}

/**
 * What an erasure keeps, beside what it erases (`memberKeyPrefixes`); the export includes them.
 * - The member's buyer checks and the audit events about them. The Money Laundering Regulations 2017 (reg. 40) require
 *   these records for five years from the end of the business relationship, so an erasure request inside that window
 *   keeps them (UK GDPR Art. 17(3)(b)); the retention job deletes them when it ends
 *   (functions/src/compliance/buyer-checks/delete-expired-buyer-checks.ts), their files under `buyerCheckFilesPrefix` in the
 *   documents bucket with them.
 * - The member's reservations with their signed sourcing agreements (the signature record on the reservation, the
 *   signed PDF in the documents bucket): the contract and the fee's VAT record, which HMRC requires kept for six years
 *   (VAT Notice 700/21) and which a claim about the fee needs (UK GDPR Art. 17(3)(b) and (e)). An open hold is
 *   cancelled by the erasure (reservations.ts: cancelHoldsOnErasure); no job deletes these records yet.
 * - The member's deals with their trails (`dealPartition`: the stages, the buyer's solicitor, notes, the messages of
 *   both sides, the documents listed with the deal) and their files under `deals/{id}/` in the documents bucket (the
 *   memorandum of sale, the investor's uploads such as a mortgage offer), and the audit events about each deal. They are
 *   the record of the transaction and of the business relationship, which the Money Laundering Regulations 2017
 *   (reg. 40) require kept five years from its completion or the relationship's end, and which a claim about the
 *   purchase or the fee needs (UK GDPR Art. 17(3)(b) and (e)). An open deal stays open (the purchase goes on through
 *   the solicitors, or the sourcer records a fall-through): the erasure writes on its trail that the investor's
 *   account was erased (functions/src/sales/deals/on-erasure.ts). The events the member made name 'Erased member', as all theirs do. The
 *   daily deleteExpiredDeals job deletes them five years after the deal ended (retention.ts: dealRecordsDeletable).
 */
export function keptOnErasurePrefixes(userId: string): MemberKeyPrefix[] {
  return [
    keyOf(params(buyerCheckEntity.query.byBuyer({ buyerId: userId })), 'buyer checks'),
    keyOf(params(auditEventEntity.query.byTarget({ targetType: 'buyerCheck', targetId: userId })), 'audit events about the buyer checks'),
    keyOf(params(reservationEntity.query.byInvestor({ investorId: userId })), 'reservations', { index: 'gsi2', withSortPrefix: true }),
    keyOf(params(dealEntity.query.byInvestor({ investorId: userId })), 'deals', { index: 'gsi2', withSortPrefix: true }),
  ];
}

/** A deal's own partition, by its id: the deal, its trail, its messages, both sides' read marks and its documents. */
export const dealPartition = (dealId: string): MemberKeyPrefix => keyOf(params(dealEntity.query.byId({ dealId })), 'deal and its trail');

/** The audit-trail partitions that are about the member: their profile, and their interest registration (keyed by email). */
export const memberAuditTargets = (userId: string, email: string): { targetType: AuditTarget; targetId: string }[] => [
  { targetType: 'profile', targetId: userId },
  { targetType: 'registration', targetId: email.trim().toLowerCase() },
];

const documents = DynamoDBDocumentClient.from(dynamoClient);

export type RawItem = Record<string, unknown>;

/** Every item under a key prefix, raw (all pages); strongly consistent in the table (an index cannot be). */
export async function itemsUnder(key: MemberKeyPrefix): Promise<RawItem[]> {
  const pk = key.index ? `${key.index}pk` : tableKeys.partitionKey;
  const sk = key.index ? `${key.index}sk` : tableKeys.sortKey;
  const items: RawItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new QueryCommand({
        TableName: tableName(),
        ...(key.index ? { IndexName: key.index } : {}),
        KeyConditionExpression: key.skPrefix ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pk, ...(key.skPrefix ? { '#sk': sk } : {}) },
        ExpressionAttributeValues: { ':pk': key.pk, ...(key.skPrefix ? { ':sk': key.skPrefix } : {}) },
        ExclusiveStartKey: start,
        ...(key.index ? {} : { ConsistentRead: true }),
      }),
    );
    items.push(...((page.Items ?? []) as RawItem[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * The events the member made among those written before the audit trail's index by actor (entities/audit-event.ts),
 * which have no keys in it, raw: the oldest events across every target (newestFirst, read from its oldest end), up to
 * the first one that has them. Every event written since carries them, so this reads only what the trail held before
 * the index, however long it grows after.
 */
export async function auditEventsMadeBeforeActorIndex(memberId: string): Promise<RawItem[]> {
  const byTime = params(auditEventEntity.query.newestFirst({}));
  const made: RawItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(new QueryCommand({ ...byTime, ScanIndexForward: true, Limit: 100, ExclusiveStartKey: start }));
    const items = (page.Items ?? []) as RawItem[];
    const indexed = items.findIndex((item) => 'gsi2pk' in item);
    made.push(...(indexed < 0 ? items : items.slice(0, indexed)).filter((item) => item.actor_id === memberId));
    start = indexed < 0 ? page.LastEvaluatedKey : undefined;
  } while (start);
  return made;
}

/** The ElectroDB entity name of a raw item. */
export const entityOf = (item: RawItem): string => String(item.__edb_e__ ?? 'unknown');

const BATCH = 25;

/** Deletes raw items by their table keys, 25 to a batch, retrying what DynamoDB leaves unprocessed. Deleting twice is harmless. */
export async function deleteItems(items: RawItem[]): Promise<number> {
  for (let i = 0; i < items.length; i += BATCH) {
    let requests = items.slice(i, i + BATCH).map((item) => ({
      DeleteRequest: { Key: { [tableKeys.partitionKey]: item[tableKeys.partitionKey], [tableKeys.sortKey]: item[tableKeys.sortKey] } },
    }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
      if (attempt > 8) throw new Error('DynamoDB left deletes unprocessed after 8 retries');
      const result = await documents.send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
  return items.length;
}
