import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '../components/spinner';
import { UnsavedChangesGuard } from '../components/ui/unsaved-changes';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useRouteTitle, type RouteHandle } from '../lib/page-meta';
import { RouteError } from './route-error';
import { PublicLayout } from './layouts/public-layout';
import { SignedInLayout } from './layouts/signed-in-layout';

const preloads = new Map<unknown, () => unknown>();

/** Each page is its own chunk, so a visitor downloads only the screens they can open. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  preloads.set(Page, load);
  return Page;
}
const LandingRoute = page(() => import('./routes/landing'), (m) => m.LandingRoute);
const DashboardRoute = page(() => import('./routes/dashboard'), (m) => m.DashboardRoute);
const NotFoundRoute = page(() => import('./routes/not-found'), (m) => m.NotFoundRoute);
// Account screens (open)
const PasswordResetRoute = page(() => import('./routes/password-reset'), (m) => m.PasswordResetRoute);
const PasswordResetConfirmationRoute = page(() => import('./routes/password-reset-confirmation'), (m) => m.PasswordResetConfirmationRoute);
const ActivateAccountRoute = page(() => import('./routes/activate-account'), (m) => m.ActivateAccountRoute);
// Signed in
const PropertyDetailRoute = page(() => import('./routes/property-detail'), (m) => m.PropertyDetailRoute);
const InvestorResourcesRoute = page(() => import('./routes/investor-resources'), (m) => m.InvestorResourcesRoute);
const SellPropertyRoute = page(() => import('./routes/sell-property'), (m) => m.SellPropertyRoute);
const ProfileRoute = page(() => import('./routes/profile'), (m) => m.ProfileRoute);
// Public
const AreaInsightsRoute = page(() => import('./routes/area-insights'), (m) => m.AreaInsightsRoute);
const AreaInsightDetailRoute = page(() => import('./routes/area-insight-detail'), (m) => m.AreaInsightDetailRoute);
const PublicPropertyRoute = page(() => import('./routes/public-property'), (m) => m.PublicPropertyRoute);
const PublicPropertyFullRoute = page(() => import('./routes/public-property-full'), (m) => m.PublicPropertyFullRoute);
// Admin only
const UsersRoute = page(() => import('./routes/users'), (m) => m.UsersRoute);
const PropertyManagementRoute = page(() => import('./routes/property-management'), (m) => m.PropertyManagementRoute);
const AddPropertyRoute = page(() => import('./routes/add-property'), (m) => m.AddPropertyRoute);
const EditPropertyRoute = page(() => import('./routes/edit-property'), (m) => m.EditPropertyRoute);
const ResourceManagementRoute = page(() => import('./routes/resource-management'), (m) => m.ResourceManagementRoute);
const AreaInsightsManagementRoute = page(() => import('./routes/area-insights-management'), (m) => m.AreaInsightsManagementRoute);
const PropertyRequestsRoute = page(() => import('./routes/property-requests'), (m) => m.PropertyRequestsRoute);

const titled = (title: string): RouteHandle => ({ title });

function AdminOnly() {
  return (
    <RequireAdmin>
      <Outlet />
    </RequireAdmin>
  );
}

function Root() {
  useRouteTitle();
  return (
    <>
      <ScrollRestoration />
      <UnsavedChangesGuard />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute />, handle: titled('Investor Portal') },
      { path: '/password-reset', element: <PasswordResetRoute />, handle: titled('Reset Password') },
      { path: '/password-reset-confirmation', element: <PasswordResetConfirmationRoute />, handle: titled('Set New Password') },
      { path: '/activate-account', element: <ActivateAccountRoute />, handle: titled('Activate Account') },
      {
        element: <PublicLayout />,
        children: [
          { path: '/area-insights', element: <AreaInsightsRoute />, handle: titled('Area Insights') },
          { path: '/area-insights/:slug', element: <AreaInsightDetailRoute />, handle: titled('Area Insight') },
          { path: '/public-property/:id', element: <PublicPropertyRoute />, handle: titled('Sneak Peek') },
          { path: '/public-property-full/:id', element: <PublicPropertyFullRoute />, handle: titled('Property Details') },
        ],
      },
      {
        element: (
          <RequireAuth>
            <SignedInLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: <DashboardRoute />, handle: titled('Exclusive Properties') },
          { path: '/property/:id', element: <PropertyDetailRoute />, handle: titled('Property Details') },
          { path: '/investor-resources', element: <InvestorResourcesRoute />, handle: titled('Investor Resources') },
          { path: '/sell-property', element: <SellPropertyRoute />, handle: titled('Sell Your Property') },
          { path: '/profile', element: <ProfileRoute />, handle: titled('Profile Settings') },
          {
            // The role is checked here for every admin screen: investors go to /dashboard with a toast.
            element: <AdminOnly />,
            children: [
              { path: '/users', element: <UsersRoute />, handle: titled('User Management') },
              { path: '/interest-management', element: <UsersRoute />, handle: titled('User Management') },
              { path: '/property-management', element: <PropertyManagementRoute />, handle: titled('Property Management') },
              { path: '/add-property', element: <AddPropertyRoute />, handle: titled('Add Property') },
              { path: '/edit-property/:id', element: <EditPropertyRoute />, handle: titled('Edit Property') },
              { path: '/resource-management', element: <ResourceManagementRoute />, handle: titled('Resource Management') },
              { path: '/area-insights-management', element: <AreaInsightsManagementRoute />, handle: titled('Area Insights Management') },
              { path: '/property-requests', element: <PropertyRequestsRoute />, handle: titled('Property Requests') },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute />, handle: titled('Page Not Found') },
    ],
  },
]);

// The opened page's chunk starts downloading now, alongside /config.json, rather than at the first render.
for (const match of router.state.matches) preloads.get((match.route.element as ReactElement | undefined)?.type)?.();
