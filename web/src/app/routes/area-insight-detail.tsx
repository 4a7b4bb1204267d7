import { useParams } from 'react-router-dom';
import { AreaInsightDetail } from '../../features/area-insights/components/area-insight-detail';

/** `/area-insights/:slug` (public): one area guide. */
export function AreaInsightDetailRoute() {
  const { slug = '' } = useParams();
  return <AreaInsightDetail key={slug} slug={slug} />;
}
