import { auditEventEntity } from '../../db/entities/audit-event';
import { dealEntity } from '../../db/entities/deal';
import { dealMessageNoticeEntity } from '../../db/entities/deal-message-notice';
import { applied } from '../../db/errors';
import { dealPartition, deleteItems, entityOf, itemsUnder } from '../../members/db/member-data';

/**
 * The deletion of a deal's records once their period has passed (shared/src/rules/retention.ts dealRecordsDeletable):
 * its partition (the deal, its trail, messages, read marks and documents listed), the notices of its messages still
 * waiting for the admins' batch, and its audit events, which hold what was written on it (notes, the sourcer's messages,
 * the buyer's solicitor), as the buyer checks' deletion deletes theirs. Every step deletes what it finds, so running it
 * twice, or again after a failure half-way, is harmless.
 */

export interface DeletedDealRecords {
  /** Table items deleted: the partition's, the notices and the audit events. */
  items: number;
}

/** The notices of the deal's messages not yet emailed: a Query of their partition by the deal's sort-key prefix. */
async function deleteNotices(dealId: string): Promise<number> {
  const { data } = await dealMessageNoticeEntity.query.all({ dealId }).go({ pages: 'all', consistent: true });
  await Promise.all(data.map(({ at, messageId }) => dealMessageNoticeEntity.delete({ dealId, at, messageId }).go()));
  return data.length;
}

async function deleteAuditEvents(dealId: string): Promise<number> {
  const { data } = await auditEventEntity.query.byTarget({ targetType: 'deal', targetId: dealId }).go({ pages: 'all' });
  for (const event of data) await auditEventEntity.delete({ targetType: event.targetType, targetId: event.targetId, at: event.at, id: event.id }).go();
  return data.length;
}

/** Everything of the deal but the deal item itself. */
async function deleteAllButDeal(dealId: string): Promise<number> {
  const items = (await itemsUnder(dealPartition(dealId))).filter((item) => entityOf(item) !== dealEntity.schema.model.entity);
  return (await deleteNotices(dealId)) + (await deleteAuditEvents(dealId)) + (await deleteItems(items));
}

/**
 * Deletes the deal's records, the deal item last: until it is gone the job's Query finds the deal again, so a run that
 * stops half-way is finished by the next. The deal item goes only on condition it has ended (an open deal is never
 * deleted). A message or note written on the deal while it was being deleted (each is conditional on the deal existing,
 * so none lands after it) is swept after it.
 */
export async function deleteDealRecords(dealId: string): Promise<DeletedDealRecords> {
  let items = await deleteAllButDeal(dealId);
  const deleted = await applied(
    dealEntity
      .delete({ dealId })
      .where(({ status }, { ne }) => ne(status, 'open'))
      .go(),
  );
  if (deleted) items += 1 + (await deleteAllButDeal(dealId));
  return { items };
}
