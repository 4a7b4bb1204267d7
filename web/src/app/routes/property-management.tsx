import { PropertyManagementPage } from '../../features/property-management/components/property-management-page';

/** `/property-management` (admin): the property catalogue's management table. */
export function PropertyManagementRoute() {
  return <PropertyManagementPage />;
}
