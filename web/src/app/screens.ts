import type { ComponentType } from 'react';

/**
 * Who may open a screen, and so which frame and guard the router puts around it:
 * - open: a page of its own, no frame and no guard (sign-in, the account screens, page not found);
 * - public: anyone, in the public frame (visitors get a slim bar, members keep their top bar);
 * - signedIn: members, in the signed-in frame; visitors are sent to sign in;
 * - admin: as signedIn, and the role is checked too: investors go to the dashboard with a toast.
 */
export type ScreenAccess = 'open' | 'public' | 'signedIn' | 'admin';

/**
 * Where the signed-in navigation lists a screen: the main links or 'Admin Tools', under this label; screens with
 * the same `group` share one entry of the main links that opens to list them (where the first of them stands).
 */
export type MenuPlacement = { in: 'main' | 'admin'; label: string; group?: string };

export interface Screen {
  /** The router's path pattern, e.g. '/property/:id'. */
  path: string;
  /** The screen's name in the browser title, '{title} | {brand}'. */
  title: string;
  access: ScreenAccess;
  /** The page's module in web/src/app/routes/ (its own chunk), and the component it exports. */
  module: string;
  component: string;
  menu?: MenuPlacement;
}

/**
 * Every screen of the SPA. The router, the menus (in this order), the prefetcher, the page titles and
 * the links (`paths`) are all read from here: adding a screen is one entry plus its module.
 */
export const screens = {
  landing: { path: '/', title: 'Investor Portal', access: 'open', module: 'landing', component: 'LandingRoute' },
  passwordReset: { path: '/password-reset', title: 'Reset Password', access: 'open', module: 'password-reset', component: 'PasswordResetRoute' },
  passwordResetConfirmation: {
    path: '/password-reset-confirmation',
    title: 'Set New Password',
    access: 'open',
    module: 'password-reset-confirmation',
    component: 'PasswordResetConfirmationRoute',
  },
  activateAccount: { path: '/activate-account', title: 'Activate Account', access: 'open', module: 'activate-account', component: 'ActivateAccountRoute' },
  unsubscribe: { path: '/unsubscribe', title: 'Alert Emails', access: 'open', module: 'unsubscribe', component: 'UnsubscribeRoute' },
  dashboard: {
    path: '/dashboard',
    title: 'Exclusive Properties',
    access: 'signedIn',
    module: 'dashboard',
    component: 'DashboardRoute',
    menu: { in: 'main', label: 'Properties' },
  },
  propertyDetail: { path: '/property/:id', title: 'Property Details', access: 'signedIn', module: 'property-detail', component: 'PropertyDetailRoute' },
  areaInsights: {
    path: '/area-insights',
    title: 'Area Insights',
    access: 'public',
    module: 'area-insights',
    component: 'AreaInsightsRoute',
    menu: { in: 'main', label: 'Insights' },
  },
  areaInsightDetail: {
    path: '/area-insights/:slug',
    title: 'Area Insight',
    access: 'public',
    module: 'area-insight-detail',
    component: 'AreaInsightDetailRoute',
  },
  investorResources: {
    path: '/investor-resources',
    title: 'Investor Resources',
    access: 'signedIn',
    module: 'investor-resources',
    component: 'InvestorResourcesRoute',
    menu: { in: 'main', label: 'Investor Resources', group: 'Resources' },
  },
  calculators: {
    path: '/calculators',
    title: 'Calculators',
    access: 'signedIn',
    module: 'calculators',
    component: 'CalculatorsRoute',
    menu: { in: 'main', label: 'Calculators', group: 'Resources' },
  },
  sellProperty: {
    path: '/sell-property',
    title: 'Sell Your Property',
    access: 'signedIn',
    module: 'sell-property',
    component: 'SellPropertyRoute',
    menu: { in: 'main', label: 'Sell' },
  },
  profile: {
    path: '/profile',
    title: 'Profile Settings',
    access: 'signedIn',
    module: 'profile',
    component: 'ProfileRoute',
    menu: { in: 'main', label: 'Profile' },
  },
  privacy: { path: '/privacy', title: 'Privacy Notice', access: 'public', module: 'privacy', component: 'PrivacyRoute' },
  publicProperty: { path: '/public-property/:id', title: 'Sneak Peek', access: 'public', module: 'public-property', component: 'PublicPropertyRoute' },
  publicPropertyFull: {
    path: '/public-property-full/:id',
    title: 'Property Details',
    access: 'public',
    module: 'public-property-full',
    component: 'PublicPropertyFullRoute',
  },
  propertyManagement: {
    path: '/property-management',
    title: 'Property Management',
    access: 'admin',
    module: 'property-management',
    component: 'PropertyManagementRoute',
    menu: { in: 'admin', label: 'Property Management' },
  },
  addProperty: { path: '/add-property', title: 'Add Property', access: 'admin', module: 'add-property', component: 'AddPropertyRoute' },
  editProperty: { path: '/edit-property/:id', title: 'Edit Property', access: 'admin', module: 'edit-property', component: 'EditPropertyRoute' },
  resourceManagement: {
    path: '/resource-management',
    title: 'Resource Management',
    access: 'admin',
    module: 'resource-management',
    component: 'ResourceManagementRoute',
    menu: { in: 'admin', label: 'Resource Management' },
  },
  areaInsightsManagement: {
    path: '/area-insights-management',
    title: 'Area Insights Management',
    access: 'admin',
    module: 'area-insights-management',
    component: 'AreaInsightsManagementRoute',
    menu: { in: 'admin', label: 'Area Insights Management' },
  },
  propertyRequests: {
    path: '/property-requests',
    title: 'Property Requests',
    access: 'admin',
    module: 'property-requests',
    component: 'PropertyRequestsRoute',
    menu: { in: 'admin', label: 'Property Requests' },
  },
  users: {
    path: '/users',
    title: 'User Management',
    access: 'admin',
    module: 'users',
    component: 'UsersRoute',
    menu: { in: 'admin', label: 'User Management' },
  },
  // The spec gives User Management two addresses (access-and-investor.md, the screens table).
  interestManagement: { path: '/interest-management', title: 'User Management', access: 'admin', module: 'users', component: 'UsersRoute' },
  notFound: { path: '*', title: 'Page Not Found', access: 'open', module: 'not-found', component: 'NotFoundRoute' },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/**
 * The screen at `pathname` ('/property/:id' takes '/property/abc'), as the router matches it: an exact address
 * first, then a pattern, letters in either case; none for an address only the not-found page takes.
 */
export function screenAt(pathname: string): Screen | undefined {
  const wanted = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).toLowerCase();
  const all = Object.values(screens) as Screen[];
  const segments = wanted.split('/');
  const takes = (pattern: string) => {
    const parts = pattern.toLowerCase().split('/');
    return parts.length === segments.length && parts.every((part, at) => (part.startsWith(':') ? segments[at] !== '' : part === segments[at]));
  };
  return all.find((screen) => screen.path.toLowerCase() === wanted) ?? all.find((screen) => screen.path.includes(':') && takes(screen.path));
}

/** The table as a list, in its order. */
export const screenEntries = (): [ScreenName, Screen][] => Object.entries(screens) as [ScreenName, Screen][];

/** The page modules; each is its own chunk, so a visitor downloads only the screens they open. */
const pageModules = import.meta.glob<Record<string, unknown>>('./routes/*.tsx');

/** The page components whose code has arrived, by module and export (screen-routes.tsx renders them without waiting). */
const arrivedPages = new Map<string, ComponentType>();
const pageKey = (screen: Screen) => `${screen.module}#${screen.component}`;

/** Loads a screen's module and returns its page component. */
export async function loadScreenPage(screen: Screen): Promise<ComponentType> {
  const load = pageModules[`./routes/${screen.module}.tsx`];
  if (!load) throw new Error(`No page module web/src/app/routes/${screen.module}.tsx for ${screen.path}`);
  const page = (await load())[screen.component];
  if (typeof page !== 'function') throw new Error(`web/src/app/routes/${screen.module}.tsx exports no ${screen.component}`);
  arrivedPages.set(pageKey(screen), page as ComponentType);
  return page as ComponentType;
}

/** A screen's page component if its code has already arrived. */
export const arrivedScreenPage = (screen: Screen): ComponentType | undefined => arrivedPages.get(pageKey(screen));

type SignedInLayoutModule = typeof import('./layouts/signed-in-layout');
let arrivedLayout: SignedInLayoutModule | undefined;

/** The signed-in frame's code (top bar, menus, alerts bell): a chunk of its own that a visitor never loads. */
export const loadSignedInLayout = (): Promise<SignedInLayoutModule> => import('./layouts/signed-in-layout').then((module) => (arrivedLayout = module));

/** The signed-in frame's code if it has already arrived. */
export const arrivedSignedInLayout = (): SignedInLayoutModule | undefined => arrivedLayout;

/** Downloads what opening `screen` shows: its page's code and, for a signed-in page, the frame's too. */
export function loadPageCode(screen: Screen): Promise<unknown> {
  return Promise.all([loadScreenPage(screen), ...(screen.access === 'signedIn' || screen.access === 'admin' ? [loadSignedInLayout()] : [])]);
}

/** One string per parameter of a path pattern: '/edit-property/:id' -> [string]. */
type PathParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathParams<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];
type PathBuilder<P extends string> = (...values: PathParams<P>) => string;
type Linkable = { [N in ScreenName as (typeof screens)[N]['path'] extends '*' ? never : N]: (typeof screens)[N]['path'] };

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

/** Every in-app link, built from the table: paths.dashboard() is '/dashboard', paths.propertyDetail(id) '/property/{id}'. */
export const paths = Object.fromEntries(
  screenEntries()
    .filter(([, screen]) => screen.path !== '*')
    .map(([name, screen]) => [name, (...values: string[]) => buildPath(screen.path, values)]),
) as { [N in keyof Linkable]: PathBuilder<Linkable[N]> };
