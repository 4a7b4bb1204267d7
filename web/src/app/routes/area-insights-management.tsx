import { PlaceholderPage } from '../../components/placeholder-page';

/** `/area-insights-management`: placeholder until its screen is built. */
export function AreaInsightsManagementRoute() {
  return <PlaceholderPage title="Area Insights Management">Area insights will be managed here.</PlaceholderPage>;
}
