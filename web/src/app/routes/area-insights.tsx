import { AreaInsightsList } from '../../features/area-insights/components/area-insights-list';

/** `/area-insights` (public): the area guides. */
export function AreaInsightsRoute() {
  return <AreaInsightsList />;
}
