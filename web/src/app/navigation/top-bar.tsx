import { NavLink, Link } from 'react-router-dom';
import { Avatar } from '../../components/avatar';
import { Logo } from '../../components/logo';
import { useProfile } from '../../lib/session/use-auth';
import { getConfig } from '../../lib/config';
import { AlertsBell } from '../../features/alerts/components/alerts-bell';
import { paths } from '@shared/contract/paths';
import { MobileMenu } from './mobile-menu';
import { accountLinks, adminLinks, isNavGroup, mainEntries } from './nav-links';
import { NavMenu } from './nav-menu';
import { useSignOut } from './use-sign-out';

/**
 * The signed-in top bar: logo (to /dashboard), the main links (Resources opens to its two), 'Admin Tools' for admins, the 'Alerts' bell, the avatar and
 * Sign Out. Below 768 px the links and Sign Out move into the slide-up drawer of <MobileMenu>.
 */
export function TopBar() {
  const { signOut, signingOut } = useSignOut();
  const { brand } = getConfig();
  const profile = useProfile();
  const displayName = profile?.fullName?.trim() || profile?.email || 'User';

  return (
    <header className={`top-bar${profile?.role === 'admin' ? ' top-bar--admin' : ''}`}>
      <div className="top-bar__inner">
        <Link to={paths.dashboard()} className="top-bar__home" aria-label={`${brand}: properties`}>
          <Logo name={brand} size={34} />
        </Link>
        {profile && (
          <nav className="top-nav" aria-label="Main">
            <ul className="top-nav__list">
              {mainEntries.map((entry) =>
                isNavGroup(entry) ? (
                  <li key={entry.group}>
                    <NavMenu label={entry.group} links={entry.links} align="left" />
                  </li>
                ) : (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={({ isActive }) => `top-nav__link${isActive ? ' is-active' : ''}`}>
                      {entry.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
            {profile.role === 'admin' && <NavMenu label="Admin Tools" links={adminLinks} />}
          </nav>
        )}
        <div className="top-bar__actions">
          {profile && <AlertsBell />}
          {profile && (
            <nav className="top-bar__account" aria-label="Account">
              <NavMenu label="Account" links={accountLinks} />
            </nav>
          )}
          {profile && (
            <span className="top-bar__avatar" title={displayName}>
              <Avatar fullName={profile.fullName} />
              <span className="visually-hidden">Signed in as {displayName}</span>
            </span>
          )}
          <button type="button" className="button button--ghost top-bar__sign-out" onClick={signOut} disabled={signingOut}>
            Sign Out
          </button>
          {profile && <MobileMenu profile={profile} />}
        </div>
      </div>
    </header>
  );
}
