import type { DealMessage, DealMessageSide } from '@shared/domain/deal-message';
import type { DealReadMarks } from '@shared/views/deal-message';
import { auditStep, type AuditContext } from '../../db/audit';
import { dealEntity } from '../../db/entities/deal';
import { dealMessageEntity } from '../../db/entities/deal-message';
import { dealMessageNoticeEntity } from '../../db/entities/deal-message-notice';
import { dealReadMarkEntity } from '../../db/entities/deal-read-mark';
import { applied } from '../../db/errors';
import type { createWriteTransaction } from '../../db/electrodb';
import { portal, type WriteStep } from '../../db/service';

/**
 * A deal's message thread (shared/src/domain/deal-message.ts), in the deal's partition: messages are created on
 * condition the deal exists and they do not, never changed or deleted; each side's read mark only ever moves later.
 */

/** The entities a message's transaction writes, as its callback receives them (see functions/src/sales/db/deals.ts: not in service.ts's set). */
const messageEntities = { deal: dealEntity, dealMessage: dealMessageEntity, dealMessageNotice: dealMessageNoticeEntity };
type MessageWrites = Parameters<Parameters<typeof createWriteTransaction<typeof messageEntities, unknown, readonly WriteStep[]>>[1]>[0];
const mx = messageEntities as unknown as MessageWrites;

type StoredMessage = Extract<Parameters<typeof dealMessageEntity.create>[0], { dealId: string }>;
const messageItem = ({ id, ...message }: DealMessage) => ({ messageId: id, ...message }) as unknown as StoredMessage;

/** A deal's messages, oldest first. */
export async function listDealMessages(dealId: string): Promise<DealMessage[]> {
  const { data } = await dealMessageEntity.query.byDeal({ dealId }).go({ pages: 'all', consistent: true });
  return data.map((item) => ({
    id: item.messageId,
    dealId: item.dealId,
    at: item.at,
    side: item.side as DealMessageSide,
    by: item.by as DealMessage['by'],
    text: String(item.text),
  }));
}

/**
 * Adds a message to an existing deal (an admin's with its audit event, an investor's with the notice that has the admins
 * emailed in the next batch, in the same transaction): false when there is no such deal.
 */
export function addDealMessage(message: DealMessage, audit?: AuditContext): Promise<boolean> {
  return applied(
    portal.transaction
      .write((tx) => [
        mx.deal
          .check({ dealId: message.dealId })
          .where(({ dealId }, { exists }) => exists(dealId))
          .commit(),
        mx.dealMessage.create(messageItem(message)).commit(),
        ...(message.side === 'investor' ? [mx.dealMessageNotice.create({ dealId: message.dealId, at: message.at, messageId: message.id }).commit()] : []),
        ...(audit ? [auditStep(tx, audit, { targetType: 'deal', targetId: message.dealId, before: null, after: { message: message.text } })] : []),
      ])
      .go(),
  );
}

/** How far each side has read the deal's thread. */
export async function getReadMarks(dealId: string): Promise<DealReadMarks> {
  const { data } = await dealReadMarkEntity.query.byDeal({ dealId }).go({ consistent: true });
  return Object.fromEntries(data.map((mark) => [mark.side, mark.readUpTo]));
}

/** Moves `side`'s read mark up to `readUpTo`, unless it is there or later already (two reads at once keep the later). */
export async function markRead(dealId: string, side: DealMessageSide, readUpTo: string): Promise<void> {
  await applied(
    dealReadMarkEntity
      .put({ dealId, side, readUpTo })
      .where(({ readUpTo: stored }, { notExists, lt }) => `${notExists(stored)} OR ${lt(stored, readUpTo)}`)
      .go(),
  );
}

/** A deal message the admins are still to be emailed about (entities/deal-message-notice.ts). */
export interface DealMessageNotice {
  dealId: string;
  at: string;
  messageId: string;
}

/** Every notice not yet emailed, by deal and then time: one Query of their partition. */
export async function listDealMessageNotices(): Promise<DealMessageNotice[]> {
  const { data } = await dealMessageNoticeEntity.query.all({}).go({ pages: 'all', consistent: true });
  return data.map(({ dealId, at, messageId }) => ({ dealId, at, messageId }));
}

/** Claims a notice for one email by deleting it on condition it is still there: two sweeps at once never both email it. */
export const claimDealMessageNotice = (notice: DealMessageNotice): Promise<boolean> =>
  applied(
    dealMessageNoticeEntity
      .delete(notice)
      .where(({ messageId }, { exists }) => exists(messageId))
      .go(),
  );

/** Puts back claimed notices whose email failed: the next sweep tries them again. */
export async function restoreDealMessageNotices(notices: readonly DealMessageNotice[]): Promise<void> {
  if (notices.length) await dealMessageNoticeEntity.put([...notices]).go();
}
