import { Navigate } from 'react-router-dom';
import { LogoMark } from '../../components/logo';
import { PageSpinner } from '../../components/spinner';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { peekPostLoginTarget } from '../../features/auth/lib/post-login-target';
import { getConfig } from '../../lib/config';

/** `/`: the sign-in page. Signed-in users (including the moment sign-in succeeds) go on to their target. */
export function LandingRoute() {
  const auth = useAuth();
  const { brand, websiteUrl } = getConfig();

  if (auth.status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (auth.status === 'signedIn') return <Navigate to={peekPostLoginTarget() ?? '/dashboard'} replace />;

  return (
    <div className="landing">
      <main className="landing__main" id="main">
        <div className="landing__column">
          <header className="landing__header">
            <LogoMark size={56} />
            <h1 className="landing__title">{brand}</h1>
            <p className="landing__tagline">Exclusive property investment opportunities</p>
          </header>

          <section className="card" aria-labelledby="investor-portal-title">
            <div className="card__header">
              <h2 className="card__title" id="investor-portal-title">
                Investor Portal
              </h2>
              <p className="card__subtitle">Access exclusive investment properties</p>
            </div>
            <div className="card__body">
              <SignInForm />
            </div>
          </section>
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
    </div>
  );
}
