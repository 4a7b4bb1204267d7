import { PropertyManagementPage } from '../../features/property-management/components/property-management-page';

/** `/property-management` (admin): the property catalogue's management table. */
export function PropertyManagementRoute() {
  return <PropertyManagementPage />;
}

/** The page's start-up queries (screens.ts). */
export { interestCountsQuery, rowsQuery } from '../../features/property-management/api/property-management';
