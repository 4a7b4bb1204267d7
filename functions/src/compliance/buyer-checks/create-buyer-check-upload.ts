import { routes } from '@shared/contract/routes';
import { getBuyerCheck } from '../db/buyer-checks';
import { badRequest, notFound } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { refuseOwnCase } from './duties';
import { BUYER_CHECK_NOT_FOUND } from './latest';
import { createBuyerCheckUpload } from './files';

/** A presigned POST for an identity provider's report on this buyer. */
export const handler = httpHandler(routes.createBuyerCheckUpload, async ({ params, body, caller }) => {
  refuseOwnCase(caller, params.id, 'verify');
  if (body.kind !== 'identityReport') throw badRequest("Only the identity provider's report is uploaded here.");
  if (!(await getBuyerCheck(params.id))) throw notFound(BUYER_CHECK_NOT_FOUND);
  return createBuyerCheckUpload(params.id, 'identityReport', body);
});
