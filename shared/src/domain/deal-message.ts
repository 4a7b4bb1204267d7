import * as z from '../core/zod';

/**
 * The message thread of a deal between its investor and the sourcer (the admins): messages are added, never changed
 * or deleted, and each side's read mark (the newest message it has listed) gives the other side its 'Read'.
 */

export const dealMessageSides = ['investor', 'sourcer'] as const;
export type DealMessageSide = (typeof dealMessageSides)[number];

export interface DealMessage {
  id: string;
  dealId: string;
  at: string;
  /** Who wrote it: the deal's investor, or an admin for the sourcer. */
  side: DealMessageSide;
  by: { id: string; name: string | null };
  text: string;
}

export const DEAL_MESSAGE_MAX_CHARACTERS = 4000;

export const dealMessageSchema = z.object({
  text: z
    .string({ error: 'Write your message' })
    .check(
      z.trim(),
      z.minLength(1, 'Write your message'),
      z.maxLength(DEAL_MESSAGE_MAX_CHARACTERS, `Keep a message under ${DEAL_MESSAGE_MAX_CHARACTERS.toLocaleString('en-GB')} characters`),
    ),
});
export type DealMessageInput = z.infer<typeof dealMessageSchema>;
