import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myDeal } from './deals';
import { createDealUpload } from './documents';

/** A presigned POST for the investor's mortgage offer (a PDF) on their own open deal. */
export const handler = httpHandler(routes.createMyDealUpload, async ({ params, body, caller }) => createDealUpload(await myDeal(caller, params.id), body));
