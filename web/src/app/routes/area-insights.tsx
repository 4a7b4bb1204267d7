import { PlaceholderPage } from '../../components/placeholder-page';

/** `/area-insights`: placeholder until its screen is built. */
export function AreaInsightsRoute() {
  return <PlaceholderPage title="Area Insights">Guides to the areas we invest in will appear here.</PlaceholderPage>;
}
