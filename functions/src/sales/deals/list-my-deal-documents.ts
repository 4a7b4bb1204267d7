import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { myDeal } from './deals';
import { dealDocumentViews } from './documents';

/** The documents of the caller's own deal (another investor's is a 404), each with a short-lived link. */
export const handler = httpHandler(routes.listMyDealDocuments, async ({ params, caller }) => ({
  items: await dealDocumentViews(await myDeal(caller, params.id)),
}));
