import { routes } from '@shared/contract/routes';
import { evidenceKinds } from '@shared/domain/buyer-check';
import { myBuyerCheckView } from '@shared/views/buyer-check';
import { ensureBuyerCheck } from '../db/buyer-checks';
import { httpHandler } from '../../http/handler';
import { addMyEvidence } from './buyer-checks';
import { clock } from '../../clock';
import { completeBuyerCheckUpload } from './files';

/** Checks the caller's uploaded evidence (only an upload made for them), stores it and adds it to their record. */
export const handler = httpHandler(routes.completeMyBuyerCheckUpload, async ({ params, caller }) => {
  await ensureBuyerCheck(caller.userId, { asMember: true });
  const { purpose, key, fileName } = await completeBuyerCheckUpload(params.uploadId, caller.userId, evidenceKinds);
  const kind = evidenceKinds.find((k) => k === purpose) ?? 'bankStatement';
  const check = await addMyEvidence(caller, { kind, key, fileName });
  return { check: myBuyerCheckView(check, clock()) };
});
