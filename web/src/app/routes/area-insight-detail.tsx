import { PlaceholderPage } from '../../components/placeholder-page';

/** `/area-insights/:slug`: placeholder until its screen is built. */
export function AreaInsightDetailRoute() {
  return <PlaceholderPage title="Area Insight">This area guide will appear here.</PlaceholderPage>;
}
