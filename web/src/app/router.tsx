import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '../components/spinner';
import { RequireAuth } from '../features/auth/components/require-auth';
import { RouteError } from './route-error';
import { SignedInLayout } from './layouts/signed-in-layout';

/** Each page is its own chunk, so a visitor downloads only the screens they can open. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
const LandingRoute = page(() => import('./routes/landing'), (m) => m.LandingRoute);
const DashboardRoute = page(() => import('./routes/dashboard'), (m) => m.DashboardRoute);
const NotFoundRoute = page(() => import('./routes/not-found'), (m) => m.NotFoundRoute);

function Root() {
  return (
    <>
      <ScrollRestoration />
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
      { path: '/', element: <LandingRoute /> },
      {
        element: (
          <RequireAuth>
            <SignedInLayout />
          </RequireAuth>
        ),
        children: [{ path: '/dashboard', element: <DashboardRoute /> }],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
