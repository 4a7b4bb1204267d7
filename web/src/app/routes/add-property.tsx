import { PlaceholderPage } from '../../components/placeholder-page';

/** `/add-property`: placeholder until its screen is built. */
export function AddPropertyRoute() {
  return <PlaceholderPage title="Add Property">The new property form will appear here.</PlaceholderPage>;
}
