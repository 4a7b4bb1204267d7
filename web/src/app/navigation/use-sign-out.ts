import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { useAuth } from '../../lib/session/use-auth';
import { paths } from '@shared/contract/paths';

/** Sign Out: ends the session (always, even offline), toasts 'You have been logged out' and goes to /. */
export function useSignOut() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await auth.signOut();
    } finally {
      setSigningOut(false);
    }
    toast.success('You have been logged out');
    navigate(paths.landing(), { replace: true });
  };

  return { signOut, signingOut };
}
