import { routeRequest } from './route-request';

/**
 * The short first page of each long list a screen paints before the rest arrive: the screens' queries and the
 * entry's early requests (app/early-start.ts) ask for it alike, so they share one cache entry.
 */

/** Two screenfuls of cards: the top of the dashboard's list. */
export const firstCardsPage = { limit: '48' };

/** Property Management's first page of rows (the table shows 50 a page). */
export const firstRowsPage = { limit: '50' };

/** The dashboard's first page of cards. */
export const firstCardsRequest = () => routeRequest('listProperties', { query: firstCardsPage });

/** Property Management's first page of rows. */
export const firstRowsRequest = () => routeRequest('listPropertyRows', { query: firstRowsPage });
