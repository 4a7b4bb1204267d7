import { routes } from '@shared/contract/routes';
import { badRequest } from '../../http/errors';
import { httpHandler } from '../../http/handler';
import { createBuyerCheckUpload } from './files';

/** A presigned POST for the caller's own evidence: a bank statement or a mortgage in principle. */
export const handler = httpHandler(routes.createMyBuyerCheckUpload, async ({ body, caller }) => {
  if (body.kind === 'identityReport') throw badRequest('Upload a bank statement or a mortgage in principle here.');
  return createBuyerCheckUpload(caller.userId, body.kind, body);
});
