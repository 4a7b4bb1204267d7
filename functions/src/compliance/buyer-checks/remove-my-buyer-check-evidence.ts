import { routes } from '@shared/contract/routes';
import { myBuyerCheckView } from '@shared/views/buyer-check';
import { httpHandler } from '../../http/handler';
import { removeMyEvidence } from './buyer-checks';
import { clock } from '../../clock';

/** The buyer takes back one of their files of evidence (kept on the record, no longer counted). */
export const handler = httpHandler(routes.removeMyBuyerCheckEvidence, async ({ params, caller }) => {
  const check = await removeMyEvidence(caller, params.evidenceId);
  return { check: myBuyerCheckView(check, clock()) };
});
