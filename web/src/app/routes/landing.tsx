import { Link, Navigate, useLocation } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { PageSpinner } from '../../components/spinner';
import { InvestorPortal } from '../../features/auth/components/investor-portal';
import { useAuth } from '../../lib/session/use-auth';
import { isSafePath, peekPostLoginTarget } from '../../features/auth/lib/post-login-target';
import { getConfig } from '../../lib/config';
import { paths } from '@shared/contract/paths';
import { SiteFooter } from '../navigation/site-footer';

/** Where the guard says the visitor came from (path + query), if it is a safe in-app path. */
function cameFrom(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && isSafePath(from) && from !== paths.landing() ? from : null;
}

/**
 * `/`: the sign-in page. Signed-in users (including the moment sign-in succeeds) go on: to the stored
 * post-login target, else where they came from, else /dashboard.
 */
export function LandingRoute() {
  const auth = useAuth();
  const location = useLocation();
  const { brand, websiteUrl } = getConfig();

  if (auth.status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (auth.status === 'signedIn') return <Navigate to={peekPostLoginTarget() ?? cameFrom(location.state) ?? paths.dashboard()} replace />;

  return (
    <div className="landing">
      <main className="landing__main" id="main">
        <div className="landing__column">
          <header className="landing__header">
            <LogoMark size={56} />
            <h1 className="landing__title">{brand}</h1>
            <p className="landing__tagline">Exclusive property investment opportunities</p>
          </header>

          <InvestorPortal />
          <p className="landing__privacy">
            <Link to={paths.privacy()}>Privacy notice</Link>: what we keep about you, why, and your rights.
          </p>
        </div>
      </main>

      <aside className="landing__promo" aria-label="About us">
        <div className="landing__promo-inner">
          <p className="landing__promo-eyebrow">Members only</p>
          <p className="landing__promo-headline">Off-market UK property, before it reaches the open market.</p>
          <p className="landing__promo-text">Carefully selected investment properties, shared privately with our members.</p>
          <a className="button button--accent" href={websiteUrl} target="_blank" rel="noopener noreferrer">
            Visit our website
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </aside>

      {/* The first page every visitor sees carries the firm's registrations, as every public page does (a company's
          website shows its registered name, number and office: the Company, Limited Liability Partnership and Business
          (Names and Trading Disclosures) Regulations 2015, regulation 25). */}
      <div className="landing__footer">
        <SiteFooter />
      </div>
    </div>
  );
}
