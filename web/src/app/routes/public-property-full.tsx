import { useParams } from 'react-router-dom';
import { PublicFullPage } from '../../features/public-property/components/public-full-page';

/** `/public-property-full/:id` (public): the full details for non-members. */
export function PublicPropertyFullRoute() {
  const { id = '' } = useParams();
  return <PublicFullPage key={id} id={id} />;
}
