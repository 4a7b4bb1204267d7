import { PropertyRequestsPage } from '../../features/property-requests/components/property-requests-page';

/** `/property-requests` (admins): the admin property requests screen. */
export function PropertyRequestsRoute() {
  return <PropertyRequestsPage />;
}
