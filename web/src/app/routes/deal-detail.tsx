import { useParams } from 'react-router-dom';
import { DealDetailPage } from '../../features/deals-board/components/deal-detail-page';

/** `/deals/:id` (admins): one deal's stages, target dates, notes, the buyer's solicitor and its fall-through. */
export function DealDetailRoute() {
  const { id = '' } = useParams();
  return <DealDetailPage id={id} />;
}
