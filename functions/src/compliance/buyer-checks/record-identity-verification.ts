import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { detailOf } from './detail';
import { recordIdentityVerification } from './identity-verification';

/** An admin records a certified provider's identity verification of one person named in the record. */
export const handler = httpHandler(routes.recordIdentityVerification, async ({ params, body, caller }) => {
  const { expectedVersion, reportUploadKey, reportFileName, ...outcome } = body;
  const check = await recordIdentityVerification(caller, params.id, expectedVersion, {
    ...outcome,
    ...(reportUploadKey ? { reportKey: reportUploadKey, ...(reportFileName ? { reportFileName } : {}) } : {}),
  });
  return detailOf(params.id, check);
});
