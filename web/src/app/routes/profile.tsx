import { MyBuyerChecks } from '../../features/buyer-checks/components/my-buyer-checks';
import { ScenarioList } from '../../features/deal-analysis/components/scenario-list';
import { FavouritePropertyList, RequestedPropertyList } from '../../features/favourites/components/saved-property-list';
import { AlertEmailSetting } from '../../features/alerts/components/alert-email-setting';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { ProfileSettings } from '../../features/profile/components/profile-settings';
import { PageHeader } from '../../components/ui/page-header';

/** `/profile`: Profile Settings, with the saved-property tabs of the favourites feature and the deal-analysis feature's 'My analyses' and the saved searches. */
export function ProfileRoute() {
  return (
    <div className="container">
      <PageHeader title="Profile Settings" intro="Your saved properties, account details and investment requirements." />
      <ProfileSettings
        favourites={<FavouritePropertyList />}
        requested={<RequestedPropertyList />}
        analyses={<ScenarioList />}
        checks={<MyBuyerChecks />}
        searches={
          <>
            <AlertEmailSetting />
            <SavedSearchList />
          </>
        }
      />
    </div>
  );
}
