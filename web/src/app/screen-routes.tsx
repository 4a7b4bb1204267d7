import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { PageSpinner } from '../components/spinner';
import { UnsavedChangesGuard } from '../components/ui/unsaved-changes';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { useRouteTitle } from '../lib/page-meta';
import { RouteError } from './route-error';
import { PublicLayout } from './layouts/public-layout';
import { SignedInFrame } from './layouts/signed-in-frame';
import { lazyArrived } from './lazy-arrived';
import { screenEntries, type Screen, type ScreenAccess } from './screens';
import { arrivedScreenPage, loadScreenPage } from './page-code';

/** One lazy page per module: the two addresses of one screen render the same component. */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPage(screen: Screen) {
  let Page = pages.get(screen.module);
  if (!Page) {
    Page = lazyArrived(
      () => arrivedScreenPage(screen),
      () => loadScreenPage(screen),
    );
    pages.set(screen.module, Page);
  }
  return Page;
}

/** The screens of one access level as routes; each route's handle is its screen (the page title reads it). */
function routesOf(access: ScreenAccess): RouteObject[] {
  return screenEntries()
    .filter(([, screen]) => screen.access === access)
    .map(([, screen]) => {
      const Page = lazyPage(screen);
      return { path: screen.path, element: <Page />, handle: screen };
    });
}

export function AdminOnly() {
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

/** The router's tree, built from the screen table: each access level in its frame behind its guard. */
export function screenRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...routesOf('open'),
        { element: <PublicLayout />, children: routesOf('public') },
        {
          element: (
            <RequireAuth>
              <SignedInFrame />
            </RequireAuth>
          ),
          children: [
            ...routesOf('signedIn'),
            // The role is checked here for every admin screen: investors go to the dashboard with a toast.
            { element: <AdminOnly />, children: routesOf('admin') },
          ],
        },
      ],
    },
  ];
}
