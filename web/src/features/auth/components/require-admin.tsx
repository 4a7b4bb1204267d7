import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/session/use-auth';
import { paths } from '@shared/contract/paths';

const NO_PERMISSION_MESSAGE = 'You do not have permission to access this page';

/**
 * Admin-only screens (inside RequireAuth): anyone else is sent to /dashboard with a toast. The API
 * enforces the same rule on every admin route; this only keeps investors out of screens they cannot use.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const isAdmin = auth.status === 'signedIn' && auth.profile.role === 'admin';
  const refused = auth.status === 'signedIn' && !isAdmin;

  useEffect(() => {
    // A fixed id: one toast even when React runs the effect twice.
    if (refused) toast.error(NO_PERMISSION_MESSAGE, { id: 'no-permission' });
  }, [refused]);

  if (refused) return <Navigate to={paths.dashboard()} replace />;
  return isAdmin ? children : null;
}
