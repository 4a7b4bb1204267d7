import { routes } from '@shared/contract/routes';
import { emptyBuyerCheck } from '@shared/domain/buyer-check';
import { myBuyerCheckView } from '@shared/views/buyer-check';
import { getBuyerCheck } from '../db/buyer-checks';
import { httpHandler } from '../../http/handler';
import { clock } from '../../clock';

/** The caller's own buyer checks (an empty record, version 0, before their first save): by their id, never another's. */
export const handler = httpHandler(routes.getMyBuyerCheck, async ({ caller }) => {
  const now = clock();
  const check = (await getBuyerCheck(caller.userId)) ?? emptyBuyerCheck(caller.userId, now.toISOString());
  return { check: myBuyerCheckView(check, now) };
});
