/** Two screenfuls of cards: the top of the list, asked for on its own so the first cards show before the rest arrive. */
export const FIRST_PAGE_SIZE = 48;

/** The first page's query string, as the dashboard's query and the app's early start both send it. */
export const firstPageQuery = { limit: String(FIRST_PAGE_SIZE) };
