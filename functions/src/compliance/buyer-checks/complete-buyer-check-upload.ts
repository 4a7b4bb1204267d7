import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { completeBuyerCheckUpload } from './files';

/** Checks the uploaded identity report and stores it under the buyer's prefix; recording the verification names it. */
export const handler = httpHandler(routes.completeBuyerCheckUpload, async ({ params }) => {
  const { key, fileName } = await completeBuyerCheckUpload(params.uploadId, params.id, ['identityReport']);
  return { key, fileName };
});
