import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/spinner';
import { SiteFooter } from '../navigation/site-footer';
import { TopBar } from '../navigation/top-bar';

/** Frame of every signed-in page: the top bar (with the mobile drawer) and the page itself. */
export function SignedInLayout() {
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <TopBar />
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
