import { useParams } from 'react-router-dom';
import { PropertyDetailPage } from '../../features/property-detail/components/property-detail-page';

/** `/property/:id` (signed in). */
export function PropertyDetailRoute() {
  const { id = '' } = useParams();
  return <PropertyDetailPage key={id} id={id} />;
}
