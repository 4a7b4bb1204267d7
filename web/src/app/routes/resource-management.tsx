import { ResourceManagementPage } from '../../features/resource-management/components/resource-management-page';

/** `/resource-management` (admins): Resource Management. */
export function ResourceManagementRoute() {
  return <ResourceManagementPage />;
}
