import { useQuery } from '@tanstack/react-query';
import type { DealMessageView } from '@shared/views/deal-message';
import { MessageThread } from '../../../components/deal/message-thread';
import { myDealMessagesQuery, usePostMyDealMessage } from '../api/deals';

const authorOf = (message: DealMessageView) => (message.mine ? 'You' : `${message.byName ?? 'Your sourcer'} (your sourcer)`);

/** The deal's thread with the sourcer, oldest first: 'Read' on the investor's messages the sourcer has seen; a message sent by email to them too. */
export function DealMessages({ dealId, headingId }: { dealId: string; headingId: string }) {
  const thread = useQuery(myDealMessagesQuery(dealId));
  const post = usePostMyDealMessage();
  return (
    <MessageThread
      thread={thread}
      headingId={headingId}
      authorOf={authorOf}
      empty={<p className="my-deal__note">No messages yet. Ask us anything about this purchase: we are emailed as soon as you send it.</p>}
      send={(text) => post.mutateAsync({ id: dealId, text })}
      sending={post.isPending}
      form={{ name: 'Send a message to your sourcer', fieldId: `deal-${dealId}-message`, fieldLabel: 'Your message' }}
    />
  );
}
