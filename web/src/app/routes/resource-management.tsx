import { PlaceholderPage } from '../../components/placeholder-page';

/** `/resource-management`: placeholder until its screen is built. */
export function ResourceManagementRoute() {
  return <PlaceholderPage title="Resource Management">Investor resources will be managed here.</PlaceholderPage>;
}
