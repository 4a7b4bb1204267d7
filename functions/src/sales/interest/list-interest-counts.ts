import { routes } from '@shared/contract/routes';
import { alertFigures } from '../../alerts/db/alerts';
import { listInterestCounts } from '../db/interest-registrations';
import { httpHandler } from '../../http/handler';

/**
 * GET /property-management/interest-counts (admin): each property's number of interest registrations, and how many investors
 * its alerts reached and how many of them opened it (absent: none). Two Queries.
 */
export const handler = httpHandler(routes.listInterestCounts, async () => {
  const [counts, alerts] = await Promise.all([listInterestCounts(), alertFigures()]);
  return { counts, alerts: Object.fromEntries(alerts) };
});
