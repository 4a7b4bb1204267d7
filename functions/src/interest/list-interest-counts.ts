import { routes } from '@shared/contract/routes';
import { listInterestCounts } from '../db/interest-registrations';
import { httpHandler } from '../http/handler';

/** GET /property-management/interest-counts (admin): each property's number of interest registrations (absent: none). */
export const handler = httpHandler(routes.listInterestCounts, async () => ({ counts: await listInterestCounts() }));
