import { randomUUID } from 'node:crypto';
import type { DealMessage, DealMessageSide } from '@shared/domain/deal-message';
import type { Deal } from '@shared/rules/deal';
import { dealThreadView, type DealMessageView, type DealThread } from '@shared/views/deal-message';
import { clock } from '../../clock';
import { addDealMessage, getReadMarks, listDealMessages, markRead } from '../db/deal-messages';
import { getDeal } from '../db/deals';
import { auditBy, type Caller } from '../../http/caller';
import { takeAttemptOrWait } from '../../db/throttle';
import { HttpError, notFound } from '../../http/errors';
import { logger } from '../../observability/powertools';
import { DEAL_NOT_FOUND } from './deals';
import { emailNewMessage } from './message-email';

/**
 * How many messages one member may send a minute, across their deals: more than a person types, fewer than a script
 * flooding a thread (and, before the admins' emails were batched, every admin's inbox).
 */
export const DEAL_MESSAGE_LIMIT = { max: 20, windowSeconds: 60 } as const;

/** The refusal of a message past the limit, with when to send it again (also sent as Retry-After). */
export const tooManyMessages = (seconds: number): HttpError => {
  const error = new HttpError(
    429,
    `You have sent ${DEAL_MESSAGE_LIMIT.max} messages in the last minute. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and send your message again.`,
  );
  error.retryAfterSeconds = seconds;
  return error;
};

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

/**
 * Adds the caller's message (an admin's with its audit event), within the caller's limit a minute (429 past it). An
 * admin's is emailed to the investor at once (a failed email is logged, the message kept); an investor's reaches the
 * admins in the next batch (message-batches.ts).
 */
export async function postDealMessage(caller: Caller, deal: Deal, side: DealMessageSide, text: string): Promise<DealMessageView> {
  const attempt = await takeAttemptOrWait({ key: `deal-message:member:${caller.userId}`, ...DEAL_MESSAGE_LIMIT });
  if (!attempt.taken) throw tooManyMessages(attempt.retryAfterSeconds);
  const message: DealMessage = {
    id: randomUUID(),
    dealId: deal.id,
    at: clock().toISOString(),
    side,
    by: { id: caller.userId, name: caller.profile.fullName },
    text,
  };
  if (!(await addDealMessage(message, side === 'sourcer' ? auditBy(caller, 'deal message sent') : undefined))) throw notFound(DEAL_NOT_FOUND);
  if (side === 'sourcer')
    await emailNewMessage(deal, message).catch((error: unknown) => logger.error('could not email a deal message', { dealId: deal.id, error: error as Error }));
  return dealThreadView([message], {}, side).items[0]!;
}
