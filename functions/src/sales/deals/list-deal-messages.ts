import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { dealForSourcer, dealThread } from './messages';

/** A deal's thread as the sourcer reads it; the investor then sees 'Read' on what was listed. */
export const handler = httpHandler(routes.listDealMessages, async ({ params }) => dealThread(await dealForSourcer(params.id), 'sourcer'));
