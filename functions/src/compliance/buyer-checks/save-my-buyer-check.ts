import { routes } from '@shared/contract/routes';
import { myBuyerCheckView } from '@shared/views/buyer-check';
import { httpHandler } from '../../http/handler';
import { saveMyBuyerPart } from './buyer-checks';
import { clock } from '../../clock';

/** The buyer saves their part as they go; the people it names are screened as it is saved. */
export const handler = httpHandler(routes.saveMyBuyerCheck, async ({ body, caller }) => {
  const check = await saveMyBuyerPart(caller, body.part, body.expectedVersion);
  return { check: myBuyerCheckView(check, clock()) };
});
