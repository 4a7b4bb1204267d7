import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { dealDocumentViews } from './documents';
import { dealForSourcer } from './messages';

/** A deal's documents for the sourcer, each with a short-lived link. */
export const handler = httpHandler(routes.listDealDocuments, async ({ params }) => ({ items: await dealDocumentViews(await dealForSourcer(params.id)) }));
