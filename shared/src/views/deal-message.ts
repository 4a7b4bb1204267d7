import type { DealMessage, DealMessageSide } from '../domain/deal-message';

/** A message of a deal's thread as one side reads it: whether it is their own, and whether the other side has read it. */
export interface DealMessageView {
  id: string;
  at: string;
  side: DealMessageSide;
  byName: string | null;
  text: string;
  mine: boolean;
  /** The caller's own message, and the other side has listed the thread since it was sent; always false for the other side's. */
  read: boolean;
}

export interface DealThread {
  items: DealMessageView[];
  /** The time of the newest message the other side has listed; null if they never listed one. */
  otherReadUpTo: string | null;
}

/** For each side of one deal's thread, the time of the newest message it has listed (ISO date-times). */
export type DealReadMarks = Partial<Record<DealMessageSide, string>>;

const other = (side: DealMessageSide): DealMessageSide => (side === 'investor' ? 'sourcer' : 'investor');

/** The thread, oldest first, as `reader` sees it: the other side has read a message once it listed that one or a newer one. */
export function dealThreadView(messages: readonly DealMessage[], marks: DealReadMarks, reader: DealMessageSide): DealThread {
  const otherReadUpTo = marks[other(reader)] ?? null;
  const items = [...messages]
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id))
    .map((message) => {
      const mine = message.side === reader;
      return {
        id: message.id,
        at: message.at,
        side: message.side,
        byName: message.by.name,
        text: message.text,
        mine,
        read: mine && otherReadUpTo !== null && otherReadUpTo >= message.at,
      };
    });
  return { items, otherReadUpTo };
}
