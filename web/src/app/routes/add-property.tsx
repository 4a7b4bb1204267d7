import { AddPropertyPage } from '../../features/property-form/components/property-form-pages';

/** `/add-property` (admin). */
export function AddPropertyRoute() {
  return <AddPropertyPage />;
}
