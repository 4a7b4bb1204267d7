import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Tabs } from '../../../components/ui/tabs';
import { useTabParam } from '../../../components/ui/use-tab-param';
import { useAuth } from '../../../lib/session/use-auth';
import { AccountInfo } from './account-info';
import { PropertyRequirements } from './property-requirements';
import '../profile.css';

const profileTabs = [
  { id: 'favourites', label: 'My Favourites' },
  { id: 'account', label: 'Account Info' },
  { id: 'requirements', label: 'Property Requirements' },
  { id: 'requested', label: 'Requested Properties' },
  { id: 'analyses', label: 'My analyses' },
  { id: 'searches', label: 'Saved searches' },
  { id: 'checks', label: 'Buyer checks' },
] as const;
type ProfileTab = (typeof profileTabs)[number]['id'];

interface ProfileSettingsProps {
  /** The saved-property panels come from the favourites feature (composed by the route). */
  favourites: ReactNode;
  requested: ReactNode;
  /** The investor's saved deal analyses (the deal-analysis feature). */
  analyses: ReactNode;
  /** The investor's saved dashboard searches (the saved-searches feature). */
  searches: ReactNode;
  /** The buyer's part of their checks under the Money Laundering Regulations (the buyer-checks feature). */
  checks: ReactNode;
}

/**
 * Profile Settings: seven tabs (a tab list on desktop, a dropdown under 768 px), the current one in the URL
 * (?tab=favourites|account|requirements|requested|analyses|searches|checks, default favourites).
 */
export function ProfileSettings({ favourites, requested, analyses, searches, checks }: ProfileSettingsProps) {
  const auth = useAuth();
  const [tab, select] = useTabParam(profileTabs);

  if (auth.status !== 'signedIn') {
    return <EmptyState role="status" title="Please log in to access your profile" />;
  }

  const panels: Record<ProfileTab, ReactNode> = {
    favourites,
    account: <AccountInfo key={auth.profile.version} profile={auth.profile} />,
    requirements: <PropertyRequirements key={auth.profile.version} profile={auth.profile} />,
    requested,
    analyses,
    searches,
    checks,
  };

  return (
    <div className="profile-settings">
      <Tabs
        label="Profile sections"
        tabs={profileTabs}
        selected={tab}
        onSelect={select}
        idPrefix="profile"
        variant="underline"
        selectLabel="Profile section"
        focusablePanel
      >
        {panels[tab]}
      </Tabs>
    </div>
  );
}
