import { AreaInsightsManagement } from '../../features/area-insights/components/area-insights-management';

/** `/area-insights-management` (admin): the area insights screen. */
export function AreaInsightsManagementRoute() {
  return <AreaInsightsManagement />;
}
