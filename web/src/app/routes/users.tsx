import { PlaceholderPage } from '../../components/placeholder-page';

/** `/users and /interest-management`: placeholder until its screen is built. */
export function UsersRoute() {
  return <PlaceholderPage title="User Management">Members, their access and interest registrations will appear here.</PlaceholderPage>;
}
