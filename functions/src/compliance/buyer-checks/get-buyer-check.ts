import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { detailOf } from './detail';

/** The whole record with every step, who did it and when (its audit events). */
export const handler = httpHandler(routes.getBuyerCheck, async ({ params }) => detailOf(params.id));
