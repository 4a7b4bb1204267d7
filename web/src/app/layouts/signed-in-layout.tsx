import { Suspense, useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/spinner';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { getConfig } from '../../lib/config';

/** Frame of every signed-in page: the top bar and the page itself. */
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
    </div>
  );
}

function TopBar() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } finally {
      setSigningOut(false);
    }
    toast.success('You have been logged out');
    navigate('/', { replace: true });
  };

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link to="/dashboard" className="top-bar__home" aria-label={`${getConfig().brand}: properties`}>
          <Logo name={getConfig().brand} size={34} />
        </Link>
        <div className="top-bar__actions">
          {auth.status === 'signedIn' && (
            <span className="top-bar__user" title={auth.profile.email ?? undefined}>
              {auth.profile.fullName ?? auth.profile.email}
            </span>
          )}
          <button type="button" className="button button--ghost" onClick={handleSignOut} disabled={signingOut}>
            Sign Out
          </button>
        </div>
      </div>
    </header>
  );
}
