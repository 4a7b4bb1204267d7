import { FavouritePropertyList, RequestedPropertyList } from '../../features/favourites/components/saved-property-list';
import { ProfileSettings } from '../../features/profile/components/profile-settings';

/** `/profile`: Profile Settings, with the saved-property tabs supplied by the favourites feature. */
export function ProfileRoute() {
  return (
    <div className="container">
      <header className="page-header">
        <h1>Profile Settings</h1>
        <p className="page-header__intro">Your saved properties, account details and investment requirements.</p>
      </header>
      <ProfileSettings favourites={<FavouritePropertyList />} requested={<RequestedPropertyList />} />
    </div>
  );
}
