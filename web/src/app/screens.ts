import { pagePaths } from '@shared/contract/paths';
import { firstCardsRequest, firstRowsRequest } from '../lib/first-pages';
import { routeRequest } from '../lib/route-request';
import { everyone, members, type StartUp } from '../lib/start-up';

/**
 * Who may open a screen, and so which frame and guard the router puts around it:
 * - open: a page of its own, no frame and no guard (sign-in, the account screens, page not found);
 * - public: anyone, in the public frame (visitors get a slim bar, members keep their top bar);
 * - signedIn: members, in the signed-in frame; visitors are sent to sign in;
 * - admin: as signedIn, and the role is checked too: investors go to the dashboard with a toast.
 */
export type ScreenAccess = 'open' | 'public' | 'signedIn' | 'admin';

/**
 * Where the signed-in navigation lists a screen: the main links, 'Admin Tools' or the account menu, under this label; screens with
 * the same `group` share one entry of the main links that opens to list them (where the first of them stands).
 */
export type MenuPlacement = { in: 'main' | 'admin' | 'account'; label: string; group?: string };

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
  /** What the page asks for as the app starts, by identity (lib/start-up.ts); the signed-in frame's own is `frameStartUp`. */
  startUp?: readonly StartUp[];
  /** The page works without the stored session: none is restored there (auth-provider.tsx), and it starts signed out. */
  ignoresSession?: true;
}

/**
 * What every page asks for as the app starts with a stored session, beside its own: the profile check and, for an
 * investor, the alerts bell's unread count (the bell is on every page of the signed-in frame).
 */
export const frameStartUp: readonly StartUp[] = [
  { for: members, early: () => [routeRequest('getMyProfile')] },
  { for: ['investor'], early: () => [routeRequest('listMyAlerts')] },
];

/**
 * Every screen of the SPA. The router, the menus (in this order), the prefetcher, the page titles and
 * the links (`paths`) are all read from here: adding a screen is one entry plus its module.
 */
export const screens = {
  landing: { path: pagePaths.landing, title: 'Investor Portal', access: 'open', module: 'landing', component: 'LandingRoute' },
  passwordReset: { path: pagePaths.passwordReset, title: 'Reset Password', access: 'open', module: 'password-reset', component: 'PasswordResetRoute' },
  passwordResetConfirmation: {
    path: pagePaths.passwordResetConfirmation,
    title: 'Set New Password',
    access: 'open',
    module: 'password-reset-confirmation',
    component: 'PasswordResetConfirmationRoute',
    ignoresSession: true,
  },
  activateAccount: {
    path: pagePaths.activateAccount,
    title: 'Activate Account',
    access: 'open',
    module: 'activate-account',
    component: 'ActivateAccountRoute',
  },
  unsubscribe: { path: pagePaths.unsubscribe, title: 'Alert Emails', access: 'open', module: 'unsubscribe', component: 'UnsubscribeRoute' },
  dashboard: {
    path: pagePaths.dashboard,
    title: 'Exclusive Properties',
    access: 'signedIn',
    module: 'dashboard',
    component: 'DashboardRoute',
    menu: { in: 'main', label: 'Properties' },
    // The default destination, whose list is the largest answer: its first cards with the entry, then every page.
    startUp: [
      {
        for: members,
        early: () => [firstCardsRequest()],
        later: (queryClient) => import('./routes/dashboard').then(({ propertiesQuery }) => queryClient.prefetchQuery(propertiesQuery())),
      },
    ],
  },
  propertyDetail: {
    path: pagePaths.propertyDetail,
    title: 'Property Details',
    access: 'signedIn',
    module: 'property-detail',
    component: 'PropertyDetailRoute',
  },
  areaInsights: {
    path: pagePaths.areaInsights,
    title: 'Area Insights',
    access: 'public',
    module: 'area-insights',
    component: 'AreaInsightsRoute',
    menu: { in: 'main', label: 'Insights' },
  },
  areaInsightDetail: {
    path: pagePaths.areaInsightDetail,
    title: 'Area Insight',
    access: 'public',
    module: 'area-insight-detail',
    component: 'AreaInsightDetailRoute',
  },
  investorResources: {
    path: pagePaths.investorResources,
    title: 'Investor Resources',
    access: 'signedIn',
    module: 'investor-resources',
    component: 'InvestorResourcesRoute',
    menu: { in: 'main', label: 'Investor Resources', group: 'Resources' },
  },
  calculators: {
    path: pagePaths.calculators,
    title: 'Calculators',
    access: 'signedIn',
    module: 'calculators',
    component: 'CalculatorsRoute',
    menu: { in: 'main', label: 'Calculators', group: 'Resources' },
  },
  sellProperty: {
    path: pagePaths.sellProperty,
    title: 'Sell Your Property',
    access: 'signedIn',
    module: 'sell-property',
    component: 'SellPropertyRoute',
    menu: { in: 'main', label: 'Sell' },
  },
  profile: {
    path: pagePaths.profile,
    title: 'Profile Settings',
    access: 'signedIn',
    module: 'profile',
    component: 'ProfileRoute',
    menu: { in: 'main', label: 'Profile' },
  },
  myReservations: {
    path: pagePaths.myReservations,
    title: 'My reservations',
    access: 'signedIn',
    module: 'my-reservations',
    component: 'MyReservationsRoute',
    menu: { in: 'account', label: 'My reservations' },
  },
  myDeals: {
    path: pagePaths.myDeals,
    title: 'My deals',
    access: 'signedIn',
    module: 'my-deals',
    component: 'MyDealsRoute',
    menu: { in: 'account', label: 'My deals' },
  },
  privacy: { path: pagePaths.privacy, title: 'Privacy Notice', access: 'public', module: 'privacy', component: 'PrivacyRoute' },
  publicProperty: {
    path: pagePaths.publicProperty,
    title: 'Sneak Peek',
    access: 'public',
    module: 'public-property',
    component: 'PublicPropertyRoute',
    // The listing, so the photo and title appear one round trip sooner.
    startUp: [
      {
        for: everyone,
        later: (queryClient, { id }) =>
          import('./routes/public-property').then(({ publicPropertyQuery }) => queryClient.prefetchQuery(publicPropertyQuery(id!, 'peek'))),
      },
    ],
  },
  publicPropertyFull: {
    path: pagePaths.publicPropertyFull,
    title: 'Property Details',
    access: 'public',
    module: 'public-property-full',
    component: 'PublicPropertyFullRoute',
    startUp: [
      {
        for: everyone,
        later: (queryClient, { id }) =>
          import('./routes/public-property-full').then(({ publicPropertyQuery }) => queryClient.prefetchQuery(publicPropertyQuery(id!, 'full'))),
      },
    ],
  },
  propertyManagement: {
    path: pagePaths.propertyManagement,
    title: 'Property Management',
    access: 'admin',
    module: 'property-management',
    component: 'PropertyManagementRoute',
    menu: { in: 'admin', label: 'Property Management' },
    startUp: [
      {
        for: ['admin'],
        early: () => [firstRowsRequest()],
        later: (queryClient) =>
          import('./routes/property-management').then(({ rowsQuery, interestCountsQuery }) =>
            Promise.all([queryClient.prefetchQuery(rowsQuery()), queryClient.prefetchQuery(interestCountsQuery())]),
          ),
      },
    ],
  },
  addProperty: { path: pagePaths.addProperty, title: 'Add Property', access: 'admin', module: 'add-property', component: 'AddPropertyRoute' },
  editProperty: { path: pagePaths.editProperty, title: 'Edit Property', access: 'admin', module: 'edit-property', component: 'EditPropertyRoute' },
  resourceManagement: {
    path: pagePaths.resourceManagement,
    title: 'Resource Management',
    access: 'admin',
    module: 'resource-management',
    component: 'ResourceManagementRoute',
    menu: { in: 'admin', label: 'Resource Management' },
  },
  areaInsightsManagement: {
    path: pagePaths.areaInsightsManagement,
    title: 'Area Insights Management',
    access: 'admin',
    module: 'area-insights-management',
    component: 'AreaInsightsManagementRoute',
    menu: { in: 'admin', label: 'Area Insights Management' },
  },
  propertyRequests: {
    path: pagePaths.propertyRequests,
    title: 'Property Requests',
    access: 'admin',
    module: 'property-requests',
    component: 'PropertyRequestsRoute',
    menu: { in: 'admin', label: 'Property Requests' },
  },
  reservations: {
    path: pagePaths.reservations,
    title: 'Reservations',
    access: 'admin',
    module: 'reservations',
    component: 'ReservationsRoute',
    menu: { in: 'admin', label: 'Reservations' },
  },
  deals: {
    path: pagePaths.deals,
    title: 'Deals',
    access: 'admin',
    module: 'deals',
    component: 'DealsRoute',
    menu: { in: 'admin', label: 'Deals' },
  },
  dealDetail: { path: pagePaths.dealDetail, title: 'Deal', access: 'admin', module: 'deal-detail', component: 'DealDetailRoute' },
  buyerChecks: {
    path: pagePaths.buyerChecks,
    title: 'Buyer checks',
    access: 'admin',
    module: 'buyer-checks',
    component: 'BuyerChecksRoute',
    menu: { in: 'admin', label: 'Buyer checks' },
  },
  users: {
    path: pagePaths.users,
    title: 'User Management',
    access: 'admin',
    module: 'users',
    component: 'UsersRoute',
    menu: { in: 'admin', label: 'User Management' },
  },
  interestManagement: { path: pagePaths.interestManagement, title: 'User Management', access: 'admin', module: 'users', component: 'UsersRoute' },
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
