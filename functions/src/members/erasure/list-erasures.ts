import { routes } from '@shared/contract/routes';
import { listErasedMembers, listUnfinishedErasures } from '../db/member-erasure';
import { httpHandler } from '../../http/handler';

/** GET /erasures (admin): erasures not finished (each with 'Finish erasure') and finished ones, whose kept audit events the admin can read. */
export const handler = httpHandler(routes.listErasures, async () => {
  const [unfinished, erased] = await Promise.all([listUnfinishedErasures(), listErasedMembers()]);
  return {
    unfinished: unfinished.map(({ memberId, email, reference, startedAt, noticeQueuedAt }) => ({
      memberId,
      email,
      reference,
      startedAt,
      noticeQueuedAt: noticeQueuedAt ?? null,
    })),
    erased: erased.map(({ reference, startedAt, erasedAt }) => ({ reference, startedAt, erasedAt })),
  };
});
