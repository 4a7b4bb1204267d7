import { PlaceholderPage } from '../../components/placeholder-page';

/** `/edit-property/:id`: placeholder until its screen is built. */
export function EditPropertyRoute() {
  return <PlaceholderPage title="Edit Property">The property editor will appear here.</PlaceholderPage>;
}
