import { routes } from '@shared/contract/routes';
import { httpHandler } from '../../http/handler';
import { dealBoard } from './views';

/** The board: open deals in a column per stage, longest in it first, and the figures above it. */
export const handler = httpHandler(routes.listDeals, async () => dealBoard());
