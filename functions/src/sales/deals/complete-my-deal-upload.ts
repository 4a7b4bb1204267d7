import { routes } from '@shared/contract/routes';
import { httpHandler, respond } from '../../http/handler';
import { myDeal } from './deals';
import { completeDealUpload } from './documents';

/** 201 with the document: the uploaded file checked (size, magic bytes, structure), stored and listed with the deal. */
export const handler = httpHandler(routes.completeMyDealUpload, async ({ params, caller }) =>
  respond(201, { document: await completeDealUpload(caller, await myDeal(caller, params.id), params.uploadId) }),
);
