import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { recordRegisterDiscrepancy } from './buyer-checks';
import { detailOf } from './detail';

/** An admin records a material discrepancy with the company's register and when it was reported to Companies House (reg. 30A). */
export const handler = httpHandler(routes.recordRegisterDiscrepancy, async ({ params, body, caller }) =>
  detailOf(params.id, await recordRegisterDiscrepancy(caller, params.id, body)),
);
