import { Link } from 'react-router-dom';
import { Logo } from '../../components/logo';
import { PageSpinner } from '../../components/spinner';
import { useAuth } from '../../lib/session/use-auth';
import { getConfig } from '../../lib/config';
import { AppFrame } from './app-frame';
import { SignedInFrame } from './signed-in-frame';
import { paths } from '@shared/contract/paths';

/**
 * Frame of the public pages (area insights, public property pages): members keep their signed-in top bar;
 * visitors get a slim bar with the logo and a Sign In link.
 */
export function PublicLayout() {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageSpinner />;
  if (auth.status === 'signedIn') return <SignedInFrame />;
  const { brand } = getConfig();
  return (
    <AppFrame
      topBar={
        <header className="top-bar">
          <div className="top-bar__inner">
            <Link to={paths.landing()} className="top-bar__home" aria-label={`${brand}: home`}>
              <Logo name={brand} size={34} />
            </Link>
            <div className="top-bar__actions">
              <Link to={paths.landing()} className="button button--ghost">
                Sign In
              </Link>
            </div>
          </div>
        </header>
      }
    />
  );
}
