import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../components/spinner';
import { SiteFooter } from '../navigation/site-footer';

/** What every framed page has: the skip link, a top bar, the page itself (loading behind a spinner) and the footer. */
export function AppFrame({ topBar }: { topBar: ReactNode }) {
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {topBar}
      <main id="main" className="page" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
