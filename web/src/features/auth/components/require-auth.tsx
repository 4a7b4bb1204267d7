import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../../components/spinner';
import { useAuth } from '../../../lib/session/use-auth';
import { clearPostLoginTarget, rememberPostLoginTarget } from '../lib/post-login-target';
import { paths } from '@shared/contract/paths';

/**
 * Guards signed-in pages: a spinner while the session loads; a signed-out visitor is sent to / and
 * the page they asked for (path + query) is remembered as the post-login target.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname, search } = useLocation();
  // A user who chose to sign out is not sent back to the page they left at their next sign-in.
  const rememberTarget = auth.status === 'signedOut' && auth.reason !== 'signedOut';

  useEffect(() => {
    if (rememberTarget) rememberPostLoginTarget(pathname + search);
    if (auth.status === 'signedIn') clearPostLoginTarget();
  }, [rememberTarget, auth.status, pathname, search]);

  if (auth.status === 'loading') return <PageSpinner label="Checking your session..." />;
  if (auth.status === 'signedOut') return <Navigate to={paths.landing()} replace state={rememberTarget ? { from: pathname + search } : undefined} />;
  return children;
}
