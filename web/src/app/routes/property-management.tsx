import { PlaceholderPage } from '../../components/placeholder-page';

/** `/property-management`: placeholder until its screen is built. */
export function PropertyManagementRoute() {
  return <PlaceholderPage title="Property Management">The property catalogue will appear here.</PlaceholderPage>;
}
