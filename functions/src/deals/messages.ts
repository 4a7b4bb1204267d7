import { randomUUID } from 'node:crypto';
import type { DealMessage, DealMessageSide } from '@shared/domain/deal-message';
import type { Deal } from '@shared/rules/deal';
import { dealThreadView, type DealMessageView, type DealThread } from '@shared/views/deal-message';
import { checkClock } from '../buyer-checks/clock';
import { addDealMessage, getReadMarks, listDealMessages, markRead } from '../db/deal-messages';
import { getDeal } from '../db/deals';
import { auditBy, type Caller } from '../http/caller';
import { notFound } from '../http/errors';
import { logger } from '../observability/powertools';
import { DEAL_NOT_FOUND } from './deals';
import { emailNewMessage } from './message-email';

/**
 * A deal's message thread between its investor and the sourcer (any admin). The caller's access to the deal is
 * checked before (`myDeal` for the investor: another's deal is a 404). Listing moves the caller's side's read mark up
 * to the newest message listed, so the other side sees 'Read' only on what was really shown.
 */

/** Any deal, for the sourcer's side of its thread. */
export async function dealForSourcer(id: string): Promise<Deal> {
  const deal = await getDeal(id);
  if (!deal) throw notFound(DEAL_NOT_FOUND);
  return deal;
}

export async function dealThread(deal: Deal, reader: DealMessageSide): Promise<DealThread> {
  const [messages, marks] = await Promise.all([listDealMessages(deal.id), getReadMarks(deal.id)]);
  const newest = messages.at(-1)?.at;
  if (newest && (marks[reader] ?? '') < newest) await markRead(deal.id, reader, newest);
  return dealThreadView(messages, marks, reader);
}

/** Adds the caller's message (an admin's with its audit event) and emails the other side; a failed email is logged, the message kept. */
export async function postDealMessage(caller: Caller, deal: Deal, side: DealMessageSide, text: string): Promise<DealMessageView> {
  const message: DealMessage = {
    id: randomUUID(),
    dealId: deal.id,
    at: checkClock().toISOString(),
    side,
    by: { id: caller.userId, name: caller.profile.fullName },
    text,
  };
  if (!(await addDealMessage(message, side === 'sourcer' ? auditBy(caller, 'deal message sent') : undefined))) throw notFound(DEAL_NOT_FOUND);
  await emailNewMessage(deal, message).catch((error: unknown) => logger.error('could not email a deal message', { dealId: deal.id, error: error as Error }));
  return dealThreadView([message], {}, side).items[0]!;
}
