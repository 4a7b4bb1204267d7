/**
 * The address of every page of the SPA but page not found, by screen name: the web's screen table
 * (web/src/app/screens.ts) routes them, and every link to a page is built from them (`paths`): the SPA's
 * in-app links, and the server's links into the portal (emails, Stripe's return URLs, the Cognito messages,
 * the pages served to crawlers), which put the site's origin in front. In shared/, so a feature links to
 * another page without importing the app that composes them, and the server cannot drift from the SPA.
 */
export const pagePaths = {
  landing: '/',
  passwordReset: '/password-reset',
  passwordResetConfirmation: '/password-reset-confirmation',
  activateAccount: '/activate-account',
  unsubscribe: '/unsubscribe',
  dashboard: '/dashboard',
  propertyDetail: '/property/:id',
  areaInsights: '/area-insights',
  areaInsightDetail: '/area-insights/:slug',
  investorResources: '/investor-resources',
  calculators: '/calculators',
  sellProperty: '/sell-property',
  profile: '/profile',
  myReservations: '/my-reservations',
  myDeals: '/my-deals',
  privacy: '/privacy',
  publicProperty: '/public-property/:id',
  publicPropertyFull: '/public-property-full/:id',
  propertyManagement: '/property-management',
  addProperty: '/add-property',
  editProperty: '/edit-property/:id',
  resourceManagement: '/resource-management',
  areaInsightsManagement: '/area-insights-management',
  propertyRequests: '/property-requests',
  buyerChecks: '/buyer-checks',
  reservations: '/reservations',
  deals: '/deals',
  dealDetail: '/deals/:id',
  users: '/users',
  // The spec gives User Management two addresses (access-and-investor.md, the screens table).
  interestManagement: '/interest-management',
} as const;

export type PageName = keyof typeof pagePaths;

/** One string per parameter of a path pattern: '/edit-property/:id' -> [string]. */
type PathParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathParams<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];
type PathBuilder<P extends string> = (...values: PathParams<P>) => string;

/** Fills a path pattern's parameters in order, each encoded: ('/property/:id', 'a b') -> '/property/a%20b'. */
export function buildPath(pattern: string, values: readonly string[]): string {
  let index = 0;
  const path = pattern.replace(/:[\w-]+/g, () => {
    const value = values[index++];
    if (value === undefined) throw new Error(`${pattern} needs ${index} parameter(s)`);
    return encodeURIComponent(value);
  });
  if (index !== values.length) throw new Error(`${pattern} takes ${index} parameter(s), not ${values.length}`);
  return path;
}

/** Every in-app link: paths.dashboard() is '/dashboard', paths.propertyDetail(id) '/property/{id}'. */
export const paths = Object.fromEntries(Object.entries(pagePaths).map(([name, pattern]) => [name, (...values: string[]) => buildPath(pattern, values)])) as {
  [N in PageName]: PathBuilder<(typeof pagePaths)[N]>;
};

/**
 * A page's absolute address on the site at `origin` (with or without its trailing slash), for the links the server
 * writes (emails, Stripe's return URLs): portalUrl(origin, paths.myDeals()). A query goes after it.
 */
export const portalUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;
