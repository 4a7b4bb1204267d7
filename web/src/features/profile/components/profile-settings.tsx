import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../lib/session/use-auth';
import { AccountInfo } from './account-info';
import { PropertyRequirements } from './property-requirements';
import '../profile.css';

const profileTabs = [
  { id: 'favourites', label: 'My Favourites' },
  { id: 'account', label: 'Account Info' },
  { id: 'requirements', label: 'Property Requirements' },
  { id: 'requested', label: 'Requested Properties' },
] as const;
type ProfileTab = (typeof profileTabs)[number]['id'];
const isTab = (value: string | null): value is ProfileTab => profileTabs.some((tab) => tab.id === value);

interface ProfileSettingsProps {
  /** The saved-property panels come from the favourites feature (composed by the route). */
  favourites: ReactNode;
  requested: ReactNode;
}

/**
 * Profile Settings: four tabs (a tab list on desktop, a dropdown under 768 px), the current one in the URL
 * (?tab=favourites|account|requirements|requested, default favourites).
 */
export function ProfileSettings({ favourites, requested }: ProfileSettingsProps) {
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const tabRefs = useRef<Partial<Record<ProfileTab, HTMLButtonElement | null>>>({});
  const requestedTab = params.get('tab');
  const tab: ProfileTab = isTab(requestedTab) ? requestedTab : 'favourites';

  if (auth.status !== 'signedIn') {
    return (
      <div className="state" role="status">
        <p className="state__title">Please log in to access your profile</p>
      </div>
    );
  }

  const select = (next: ProfileTab) =>
    setParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next === 'favourites') query.delete('tab');
        else query.set('tab', next);
        return query;
      },
      { preventScrollReset: true },
    );

  // WAI-ARIA tabs: arrow keys, Home and End move between tabs (and select them).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = profileTabs.findIndex((t) => t.id === tab);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: profileTabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = profileTabs[(moves[event.key]! + profileTabs.length) % profileTabs.length]!.id;
    select(next);
    tabRefs.current[next]?.focus();
  };

  const panels: Record<ProfileTab, ReactNode> = {
    favourites,
    account: <AccountInfo key={auth.profile.version} profile={auth.profile} />,
    requirements: <PropertyRequirements key={auth.profile.version} profile={auth.profile} />,
    requested,
  };

  return (
    <div className="profile-settings">
      <div className="profile-settings__picker">
        <label htmlFor="profile-section">Profile section</label>
        <select id="profile-section" className="form-control" value={tab} onChange={(event) => select(event.target.value as ProfileTab)}>
          {profileTabs.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="profile-settings__tabs" role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown}>
        {profileTabs.map((t) => (
          <button
            key={t.id}
            ref={(element) => {
              tabRefs.current[t.id] = element;
            }}
            type="button"
            role="tab"
            id={`profile-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls="profile-panel"
            tabIndex={tab === t.id ? 0 : -1}
            className="profile-settings__tab"
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="profile-settings__panel" role="tabpanel" id="profile-panel" aria-labelledby={`profile-tab-${tab}`} tabIndex={0}>
        {panels[tab]}
      </div>
    </div>
  );
}
