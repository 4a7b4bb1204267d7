import { useQuery } from '@tanstack/react-query';
import type { DealCard } from '@shared/views/deal';
import type { DealMessageView } from '@shared/views/deal-message';
import { MessageThread } from '../../../components/deal/message-thread';
import { dealMessagesQuery, usePostDealMessage } from '../api/deals-board';

/** The deal's thread with its investor, as the sourcer (any admin) reads it: 'Read' on the sourcer's messages the investor has seen. */
export function DealMessages({ deal, headingId }: { deal: DealCard; headingId: string }) {
  const thread = useQuery(dealMessagesQuery(deal.id));
  const post = usePostDealMessage();
  const authorOf = (message: DealMessageView) =>
    message.side === 'sourcer' ? `${message.byName ?? 'An admin'} (sourcer)` : `${message.byName ?? deal.investorName ?? 'The investor'} (investor)`;
  return (
    <MessageThread
      thread={thread}
      headingId={headingId}
      authorOf={authorOf}
      empty={<p className="deal-detail__empty">No messages yet. The investor is emailed as soon as you send one.</p>}
      send={(text) => post.mutateAsync({ id: deal.id, text })}
      sending={post.isPending}
      form={{ name: 'Send a message to the investor', fieldId: `deal-${deal.id}-message`, fieldLabel: 'Your message' }}
    />
  );
}
